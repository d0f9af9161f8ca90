/**
 * "the proxy host:port" as undici's EnvHttpProxyAgent picks it for `url` (same variables, same
 * order), for messages about a proxy in the way. Only host and port: a proxy URL may carry a user
 * name and password.
 */
export function describeProxy(url: string, env: NodeJS.ProcessEnv): string {
  const http = env.http_proxy ?? env.HTTP_PROXY
  const raw =
    new URL(url).protocol === 'https:' ? (env.https_proxy ?? env.HTTPS_PROXY) || http : http
  try {
    return raw ? `the proxy ${new URL(raw).host}` : 'the proxy'
  } catch {
    return 'the proxy'
  }
}
