/**
 * Markdown rendered the way GitHub renders job summaries and comments (CommonMark with the GFM
 * extensions, raw HTML kept), then parsed, so tests check what a reader sees rather than the source.
 */
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'
import { parseDocument } from 'htmlparser2'
import type { ChildNode, Element } from 'domhandler'

export function renderGfm(markdown: string): string {
  return micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()]
  })
}

export interface Rendered {
  html: string
  /** The top-level elements, in order (white space between them dropped). */
  blocks: Element[]
}

export function render(markdown: string): Rendered {
  const html = renderGfm(markdown)
  const blocks = parseDocument(html).children.filter(isElement)
  return { html, blocks }
}

export function isElement(node: ChildNode): node is Element {
  return node.type === 'tag'
}

/** Every element under `root` (itself included) with that tag name, in document order. */
export function all(root: Element | Element[], name: string): Element[] {
  const found: Element[] = []
  const visit = (node: ChildNode): void => {
    if (!isElement(node)) return
    if (node.name === name) found.push(node)
    node.children.forEach(visit)
  }
  ;(Array.isArray(root) ? root : [root]).forEach(visit)
  return found
}

/** The text a reader sees in `node`, white space folded. */
export function text(node: ChildNode | ChildNode[]): string {
  const parts: string[] = []
  const visit = (n: ChildNode): void => {
    if (n.type === 'text') parts.push(n.data)
    else if (isElement(n)) n.children.forEach(visit)
  }
  ;(Array.isArray(node) ? node : [node]).forEach(visit)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/**
 * Faults of a rendered table a reader would see: rows whose cell count differs from the header's
 * (colspan counted), a table with no body, empty cells.
 */
export function tableFaults(table: Element): string[] {
  const faults: string[] = []
  const rows = all(table, 'tr')
  const width = (row: Element): number =>
    row.children
      .filter(isElement)
      .filter((c) => c.name === 'td' || c.name === 'th')
      .reduce((sum, c) => sum + Number(c.attribs.colspan ?? 1), 0)
  const widths = rows.map(width)
  if (rows.length === 0) faults.push('a table with no rows')
  widths.forEach((w, i) => {
    if (w !== widths[0]) faults.push(`row ${i} has ${w} cells, the first ${widths[0]}`)
  })
  for (const cell of [...all(table, 'td'), ...all(table, 'th')]) {
    if (text(cell) === '') faults.push('an empty cell')
  }
  return faults
}
