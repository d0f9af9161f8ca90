/**
 * A zip entry's name as text. The UTF-8 flag (bit 11) says UTF-8; without it the standard says
 * CP437, but Info-ZIP on Linux writes the bytes of the file system's (UTF-8) names and no flag, so
 * a name that is valid UTF-8 is read as UTF-8, and only another is CP437.
 */
const UTF8_FLAG = 0x800

const strict = new TextDecoder('utf-8', { fatal: true })

// CP437's upper half; the lower half is ASCII (control characters are refused by the policy).
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0'

export function cp437(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes)
    text += byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80]
  return text
}

/** The name's text, or undefined when it is flagged UTF-8 and is not. */
export function decodeName(raw: Uint8Array, flags: number): string | undefined {
  let ascii = true
  for (const byte of raw) {
    if (byte >= 0x80) {
      ascii = false
      break
    }
  }
  if (ascii) return Buffer.from(raw).toString('latin1')
  try {
    return strict.decode(raw)
  } catch {
    return flags & UTF8_FLAG ? undefined : cp437(raw)
  }
}
