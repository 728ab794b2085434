/**
 * Requests dictated to a voice assistant reach find_action as speech-to-text wrote them: "acme slash web",
 * "feature dash login", "readme dot md", "get underscore user", "merge request four twelve". This writes the
 * symbols and numbers back as typed ("acme/web", "feature-login", "readme.md", "get_user", "merge request 412"-like),
 * so the shorthand that follows reads them as the paths, names and numbered references they are.
 */

const SYMBOLS: Array<[RegExp, string]> = [
  // A word split in two: "pipe line".
  [/\bpipe line\b/g, "pipeline"],
  [/\s+slash\s+/g, "/"],
  [/\s+(?:dash|hyphen)\s+/g, "-"],
  [/\s+underscore\s+/g, "_"],
];

/** "dot" before a file extension or between path parts; elsewhere it stays a word. */
const DOT = /(\S)\s+dot\s+(?=[a-z0-9]{1,5}\b)/g;

const UNITS = "zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|" +
  "sixteen|seventeen|eighteen|nineteen";
const TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand";
const NUMBER_WORD = `(?:${TENS}|${UNITS})\\b`;

/**
 * A spoken number: number words in a row, "oh" allowed inside ("twenty three oh five"). A lone "one" stays a word
 * ("the other one"); only the number's presence matters to the ranker, so its digits are not worked out.
 */
const SPOKEN_NUMBER = new RegExp(`\\b${NUMBER_WORD}(?:\\s+(?:${NUMBER_WORD}|oh)\\b)*`, "g");

/** The request with spoken symbols and numbers written as typed; lowercase text in, lowercase text out. */
export function unspoken(text: string): string {
  const typed = SYMBOLS.reduce((t, [pattern, symbol]) => t.replace(pattern, symbol), text).replace(DOT, "$1.");
  return typed.replace(SPOKEN_NUMBER, (run) => run === "one" ? run : "0");
}
