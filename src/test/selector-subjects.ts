/**
 * A CSS selector list read just far enough to say what each selector's subject requires of an
 * element: its tag and classes. src/test/jsdom-environment.ts answers "no match" from it
 * without the selector engine; anything it cannot read is left to the engine.
 */
/** What a selector's subject (the compound after its last combinator) requires of the element. */
export interface Subject {
  /** Its type selector, lower case (null: any element). */
  tag: string | null;
  /** The classes it names outside any parentheses or brackets. */
  classes: string[];
}

const IDENTIFIER = /^-?[_a-zA-Z\u00a0-\uffff][-_a-zA-Z0-9\u00a0-\uffff]*/;

/**
 * The subject of each selector of a list; null when the list is not read here (escapes,
 * namespaces, anything unbalanced), so that the selector engine decides alone.
 */
export function subjectsOf(selectorList: string): Subject[] | null {
  if (/[\\|@;]/.test(selectorList)) return null;
  const subjects: Subject[] = [];
  let subject: Subject = { tag: null, classes: [] };
  let atStart = true;
  let depth = 0;
  let quote = '';
  for (let i = 0; i < selectorList.length; i++) {
    const char = selectorList[i];
    const wasAtStart = atStart;
    atStart = false;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth > 0) continue;
    else if (char === ',') {
      subjects.push(subject);
      subject = { tag: null, classes: [] };
      atStart = true;
    } else if (' \t\n\r\f>+~'.includes(char)) {
      subject = { tag: null, classes: [] };
      atStart = true;
    } else if (char === '.' || (wasAtStart && /[a-zA-Z]/.test(char))) {
      const name = IDENTIFIER.exec(selectorList.slice(char === '.' ? i + 1 : i));
      if (!name) return null;
      if (char === '.') subject.classes.push(name[0]);
      else subject.tag = name[0].toLowerCase();
      i += name[0].length - (char === '.' ? 0 : 1);
    }
  }
  if (depth !== 0 || quote) return null;
  subjects.push(subject);
  return subjects;
}
