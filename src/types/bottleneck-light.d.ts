// Octokit's plugins use Bottleneck's light build (no Redis clustering); the action imports the same
// one, so the bundle holds one copy. Its package types only the full build, which has the same API.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck'
  export default Bottleneck
}
