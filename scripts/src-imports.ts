/**
 * Lets a script run by Node's type stripping (`node scripts/x.ts`) import modules of src/. They import
 * their siblings as './x.js', the name tsc and ncc expect; Node runs the .ts files as they are, so
 * such an import that finds no .js file is pointed at the .ts source beside it. Import this module
 * before any module of src/ (with `await import()`: static imports are resolved first).
 */
import { registerHooks } from 'node:module'

registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context)
    } catch (error) {
      if (!/^\.\.?\/.*\.js$/.test(specifier)) throw error
      return next(`${specifier.slice(0, -3)}.ts`, context)
    }
  }
})
