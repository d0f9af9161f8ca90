// changed-paths must name the URLs a static host shows a file at. The host here is serve.js's rule
// (which `mint export` ships, as nginx's try_files $uri $uri/index.html $uri.html): a URL path is the
// file, else the folder's index.html, else the path with .html.
import { describe, expect, it } from '@jest/globals'
import {
  NO_PAGE,
  pageRoute,
  pageUrlPath,
  servedPaths,
  SPELL_IT
} from '../../../src/export/manifest/served-paths.js'

/** The file serve.js answers a URL path with, among `files`, or undefined (404). */
function serve(urlPath: string, files: Set<string>): string | undefined {
  const rel = decodeURIComponent(urlPath).replace(/^\/+/, '').replace(/\/+$/, '')
  const tries = [rel, rel === '' ? 'index.html' : `${rel}/index.html`, `${rel}.html`]
  if (urlPath.endsWith('/') && rel !== '') tries.shift()
  return tries.find((file) => files.has(file))
}

describe('servedPaths', () => {
  const files = new Set([
    'index.html',
    'guides/x/index.html',
    'guides/y.html',
    'a b/c%d(e)*/index.html',
    '_next/static/css/app.css',
    'images/logo.png',
    '404.html'
  ])

  it('names the URL paths that show each file, and serve.js answers each with that file', () => {
    expect(servedPaths('index.html')).toEqual(['/', '/index', '/index/', '/index.html'])
    expect(servedPaths('guides/x/index.html')).toEqual([
      '/guides/x',
      '/guides/x/',
      '/guides/x/index',
      '/guides/x/index/',
      '/guides/x/index.html'
    ])
    expect(servedPaths('guides/y.html')).toEqual(['/guides/y', '/guides/y/', '/guides/y.html'])
    expect(servedPaths('images/logo.png')).toEqual(['/images/logo.png'])
    for (const file of files) {
      for (const url of servedPaths(file)) expect([url, serve(url, files)]).toEqual([url, file])
    }
  })

  it('names every URL form serve.js answers with the file, and none it answers with another', () => {
    for (const file of files) {
      const base = file.replace(/(\/index)?\.html$/, '')
      const forms = ['', '/', '/index', '/index/', '/index.html', '.html'].map((end) =>
        `/${base}${end}`.replace(/^\/\//, '/')
      )
      forms.push(`/${file}`, '/')
      const url = (form: string): string => form.split('/').map(encodeURIComponent).join('/')
      const answered = new Set(forms.filter((form) => serve(url(form), files) === file))
      expect([file, [...answered].sort()]).toEqual([
        file,
        [...servedPaths(file)].map(decodeURIComponent).sort()
      ])
    }
  })

  it('encodes what a CDN would read as a wildcard or a query', () => {
    expect(servedPaths('a b/c%d(e)*/index.html')).toEqual([
      '/a%20b/c%25d%28e%29%2A',
      '/a%20b/c%25d%28e%29%2A/',
      '/a%20b/c%25d%28e%29%2A/index',
      '/a%20b/c%25d%28e%29%2A/index/',
      '/a%20b/c%25d%28e%29%2A/index.html'
    ])
    expect(servedPaths('q?#.css')).toEqual(['/q%3F%23.css'])
  })

  it('gives pages, not assets or the 404 page, a URL', () => {
    expect(pageUrlPath('guides/x/index.html')).toBe('/guides/x')
    expect(pageUrlPath('index.html')).toBe('/')
    expect(pageUrlPath('_next/static/x.html')).toBeUndefined()
    expect(pageUrlPath('404.html')).toBeUndefined()
    expect(pageUrlPath('images/logo.png')).toBeUndefined()
    expect(pageUrlPath('a/_b/c.html')).toBeUndefined()
    expect(pageUrlPath('a_b/c.HTM')).toBe('/a_b/c')
  })

  it('spells a name of plain characters as it is, and any other as each segment encoded', () => {
    const strict = (route: string): string =>
      `/${route
        .split('/')
        .map((part) =>
          encodeURIComponent(part).replace(
            /[!'()*]/g,
            (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
          )
        )
        .join('/')}`
    const names = ['Aa0-._~/z', 'é/x', "it's", 'a+b', 'a:b', 'a b', '~user/x.y-z', 'x!y']
    for (const name of names) {
      expect([name, pageUrlPath(`${name}/index.html`)]).toEqual([name, strict(name)])
    }
  })

  it('pageRoute, on a name’s bytes, gives what pageUrlPath gives, or says to spell it', () => {
    // Every way a name can end, begin and hold an underscore, index or 404, in both cases.
    const ends = ['.html', '.htm', '.HTML', '.Htm', '.htmlx', '.xhtml', 'html', '.ht', '/.html', '']
    const bodies = [
      'index',
      'Index',
      'a/index',
      'a/xindex',
      'a/index/',
      '404',
      '404/x',
      'a/404',
      '_x',
      'a/_b/c',
      'a_b/c',
      'a/b_',
      'x',
      'a/b/c',
      '',
      'a/',
      'a/ b',
      'é',
      'a"b',
      'a%b',
      'a+b/index'
    ]
    let spelledOnes = 0
    for (const body of bodies) {
      for (const end of ends) {
        const name = body + end
        const bytes = Buffer.from(`${name}tail`)
        const route = pageRoute(bytes, Buffer.byteLength(name))
        const expected = pageUrlPath(name)
        if (route === SPELL_IT) {
          spelledOnes++
          expect([name, /^[A-Za-z0-9\-._~/]*$/.test(name)]).toEqual([name, false])
        } else if (route === NO_PAGE) {
          expect([name, expected]).toEqual([name, undefined])
        } else {
          expect([name, `/${bytes.toString('utf8', 0, route)}`]).toEqual([name, expected])
        }
      }
    }
    // Names outside PLAIN that are pages are left to pageUrlPath; the rest are answered here.
    expect(spelledOnes).toBeGreaterThan(0)
    expect(spelledOnes).toBeLessThan((bodies.length * ends.length) / 4)
  })
})
