// The queue line lets runs of one conversation take turns; it must not let any other comment hold a
// run back, nor be moved from one reply or thread to another.
import { describe, expect, it } from '@jest/globals'
import { before, queueMarker, readQueueMarker } from '../../../src/triggers/github/queue-marker.js'
import { jobMarker } from '../../../src/triggers/github/job-marker.js'

const place = { repository: 'acme/app', thread: 12 }
const KEY = 'mint_key'
const REPLY = '<!-- mintlify-admin-action:reply comment=1201 -->'
const entry = { state: 'waiting' as const, at: 1_000, until: 9_000 }

function reply(lines: string[]): { id: number; body: string } {
  return { id: 9001, body: [REPLY, '⏳ Waiting.', '', ...lines].join('\n') }
}

describe('queue marker', () => {
  it('reads back as written: last, or just above the job marker', () => {
    const line = queueMarker(entry, REPLY, place, KEY)
    expect(readQueueMarker(reply([line]), place, KEY)).toEqual({
      replyId: 9001,
      ...entry,
      marker: REPLY
    })
    const job = jobMarker('job_1', place, KEY)
    expect(readQueueMarker(reply([line, job]), place, KEY)).toEqual({
      replyId: 9001,
      ...entry,
      marker: REPLY
    })
  })

  it('is ignored when edited, copied into another reply or thread, signed with another key, or quoted higher up', () => {
    const line = queueMarker(entry, REPLY, place, KEY)
    expect(
      readQueueMarker(reply([line.replace('until=9000', 'until=99999')]), place, KEY)
    ).toBeUndefined()
    const other = { id: 9002, body: reply([line]).body.replace('comment=1201', 'comment=1202') }
    expect(readQueueMarker(other, place, KEY)).toBeUndefined()
    expect(readQueueMarker(reply([line]), { ...place, thread: 13 }, KEY)).toBeUndefined()
    expect(readQueueMarker(reply([line]), place, 'mint_other')).toBeUndefined()
    expect(readQueueMarker(reply([line, 'text', 'more text']), place, KEY)).toBeUndefined()
  })

  it('orders runs by the order their replies were posted in, whenever the requests were made', () => {
    // A later request whose run posted first goes first: that is the order every run sees.
    const a = { replyId: 2, state: 'waiting' as const, at: 9_000, until: 99_000 }
    expect(before(a, { replyId: 3 })).toBe(true)
    expect(before(a, { replyId: 1 })).toBe(false)
    expect(before(a, { replyId: 2 })).toBe(false)
  })

  it('reads a held line (a follow-up not waited for) and names the reply it is in', () => {
    const line = queueMarker({ state: 'held', at: 1, until: 2 }, REPLY, place, KEY)
    expect(readQueueMarker(reply([line]), place, KEY)).toMatchObject({
      state: 'held',
      marker: REPLY
    })
  })
})
