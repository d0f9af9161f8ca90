/**
 * The first pages that use each target: a table entry's numbers after its first hold a count, then
 * page numbers, kept in order of the pages' paths. Page names are kept once, as bytes, by number.
 */
import { ByteTable } from '../../util/byte-table.js'
import { PAGES_PER_FINDING } from './result.js'

export class FirstPages {
  /** The names of the pages that targets name, by number. */
  private readonly names = new ByteTable()
  /** The page being read, and its number in `names` once a target names it (else -1). */
  private page = ''
  private number = -1
  /**
   * Answers of `before` for the page being read, by the other page's number: `answeredFor` holds
   * the page number an answer is for, so a new page needs no clearing.
   */
  private answeredFor = new Int32Array(1024).fill(-1)
  private answers = new Uint8Array(1024)

  /** The page being read (relative to the site root). */
  get current(): string {
    return this.page
  }

  enter(page: string): void {
    this.page = page
    this.number = -1
  }

  /**
   * Names the page being read among the entry's first pages, whatever order the archive gives them
   * in: the kept pages stay sorted, so a later page is compared with the last one only.
   */
  note(table: ByteTable, entry: number): void {
    const count = table.value(entry)
    let page = this.number
    if (page === -1) page = this.number = this.numberPage()
    for (let i = 1; i <= count; i++) if (table.value(entry, i) === page) return
    if (count === PAGES_PER_FINDING && !this.before(page, table.value(entry, count))) return
    // Where it goes among the kept ones; the last falls off when they are all kept already.
    let at = Math.min(count, PAGES_PER_FINDING - 1) + 1
    while (at > 1 && this.before(page, table.value(entry, at - 1))) {
      table.setValue(entry, table.value(entry, at - 1), at)
      at--
    }
    table.setValue(entry, page, at)
    if (count < PAGES_PER_FINDING) table.setValue(entry, count + 1)
  }

  /** The entry's first pages, in path order. */
  of(table: ByteTable, entry: number): string[] {
    const pages: string[] = []
    for (let i = 1; i <= table.value(entry); i++) pages.push(this.names.text(table.value(entry, i)))
    return pages
  }

  clear(): void {
    this.names.clear()
    this.page = ''
    this.number = -1
    this.answeredFor.fill(-1)
  }

  /**
   * Whether page number `page` (the page being read) sorts before page number `other`. Asked for
   * target after target, mostly with the same few others (the first pages of a site's links are
   * the same few): each answer is kept while the page is read.
   */
  private before(page: number, other: number): boolean {
    if (other < this.answeredFor.length && this.answeredFor[other] === page) {
      return this.answers[other] === 1
    }
    const before = this.names.compareKeys(page, other) < 0
    if (other >= this.answeredFor.length) {
      const size = Math.max(2 * this.answeredFor.length, other + 1)
      const answeredFor = new Int32Array(size).fill(-1)
      answeredFor.set(this.answeredFor)
      const answers = new Uint8Array(size)
      answers.set(this.answers)
      this.answeredFor = answeredFor
      this.answers = answers
    }
    this.answeredFor[other] = page
    this.answers[other] = before ? 1 : 0
    return before
  }

  private numberPage(): number {
    const name = Buffer.from(this.page, 'utf8')
    const known = this.names.find(name, 0, name.length)
    return known !== -1 ? known : this.names.add(name, 0, name.length)
  }
}
