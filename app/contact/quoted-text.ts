/** "On Tue, …, Ola <ola@x.no> wrote:", "Den tir. …, skrev Ola <ola@x.no>:" and the like. */
const attribution = /^(on|den|på|am|le)\s.*\b(wrote|skrev|schrieb|a écrit)\b.*:\s*$/i;
/** Outlook's separator lines, and a forwarded mail's. */
const separator =
  /^\s*-{2,}\s*(original message|opprinnelig melding|videresendt melding|forwarded message)/i;
/** Outlook's header block: "Fra:" then "Sendt:" (or From/Sent/Date) on the next line. */
const headerStart = /^\s*\*?(from|fra):\*?\s/i;
const headerNext = /^\s*\*?(sent|sendt|date|dato):\*?\s/i;
const quoted = (line: string) => line.trimStart().startsWith(">");

/** Where the earlier mails a reply carries begin, as a line index; -1 when none do. */
function quoteStart(lines: string[]) {
  for (const [index, line] of lines.entries()) {
    if (separator.test(line)) return index;
    if (headerStart.test(line) && headerNext.test(lines[index + 1] ?? "")) return index;
    // A long attribution wraps: "On …, Ola <ola@x.no>" / "wrote:".
    const joined = `${line} ${lines[index + 1] ?? ""}`;
    if (attribution.test(line) || (attribution.test(joined) && /:\s*$/.test(joined)))
      if (lines.slice(index + 1).some(quoted)) return index;
    if (quoted(line) && lines.slice(index).every((rest) => quoted(rest) || !rest.trim()))
      return index;
  }
  return -1;
}

/**
 * A mail's own words apart from the earlier mails it quotes below them, so the timeline shows
 * what is new and folds the rest (decision 332). `quoted` is null when nothing is quoted, or
 * when the quote is all there is (then it is the mail).
 */
export function splitQuotedText(text: string): { text: string; quoted: string | null } {
  const lines = text.split(/\r?\n/);
  const start = quoteStart(lines);
  if (start <= 0) return { text, quoted: null };
  const own = lines.slice(0, start).join("\n").trimEnd();
  if (!own.trim()) return { text, quoted: null };
  return { text: own, quoted: lines.slice(start).join("\n").trim() };
}
