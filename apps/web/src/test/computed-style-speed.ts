import { createRequire } from 'node:module';

/*
 * getComputedStyle is most of the CPU of the antd component tests. user-event calls it on the target
 * and every ancestor before each pointer event (the pointer-events check), Testing Library's role
 * queries call it on every candidate and its ancestors (hidden elements are skipped), rc-trigger and
 * the text-area autosize call it too. jsdom answers each call by checking every rule of every style
 * sheet against the element, and antd's CSS-in-JS puts 2,000–5,000 rules in the document.
 *
 * Two changes to jsdom's selector engine (@asamuzakjp/dom-selector), same engine and same answers:
 *
 * 1. Its memo of parsed selectors holds 2,048 entries (two per selector), which antd's rules overflow:
 *    every call re-parsed every selector. The document gets an engine with a memo that holds them all.
 * 2. `check` (used only by getComputedStyle) first compares the rightmost compound's id, class and
 *    type — the engine's own `extractSubjects` — with the element: a rule that names a class the
 *    element lacks cannot match, so the full match runs only for the few rules that can.
 *
 * Both answer exactly what jsdom answers: the computed style, hidden-ness and pointer-events seen by
 * the tests are unchanged.
 */

type Subject = { id: string | null; className: string | null; tag: string | null };
type CheckResult = { match: boolean; ast: unknown; pseudoElement: string | null };
type ElementImpl = { _localName: string; getAttributeNS(ns: null, name: string): string | null };
type DOMSelectorInstance = {
  clear(): void;
  check(selector: string, node: ElementImpl, opt?: object): CheckResult;
  extractSubjects(selector: string): Subject[];
};
type DocumentImpl = {
  _globalObject: unknown;
  _ownerDocument: unknown;
  _getDOMSelector(): DOMSelectorInstance;
  _clearDOMSelector(): void;
};

const NO_MATCH: CheckResult = { match: false, ast: null, pseudoElement: null };

export function speedUpComputedStyle(doc: Document = document): void {
  // The copies jsdom itself loaded (same module cache as the test environment).
  const jsdomRequire = createRequire(createRequire(import.meta.url).resolve('jsdom'));
  const idlUtils = jsdomRequire('./generated/idl/utils.js') as {
    implForWrapper(wrapper: unknown): DocumentImpl;
  };
  const { DOMSelector } = jsdomRequire('@asamuzakjp/dom-selector') as {
    DOMSelector: new (window: unknown, document: unknown, options: object) => DOMSelectorInstance;
  };
  // Class and id selectors are case-insensitive in quirks mode: leave such a document alone.
  if (doc.compatMode !== 'CSS1Compat') return;

  const documentImpl = idlUtils.implForWrapper(doc);
  let engine: DOMSelectorInstance | undefined;
  const subjectsOf = new Map<string, Subject[]>();
  // The class attribute last split, per element: one call checks thousands of rules on one element.
  let lastNode: ElementImpl | undefined;
  let lastClassAttr: string | null = null;
  let lastClasses = new Set<string>();

  function classesOf(node: ElementImpl): Set<string> {
    const attr = node.getAttributeNS(null, 'class');
    if (node !== lastNode || attr !== lastClassAttr) {
      lastNode = node;
      lastClassAttr = attr;
      lastClasses = new Set(attr ? attr.split(/[\t\n\f\r ]+/).filter(Boolean) : []);
    }
    return lastClasses;
  }

  function mayMatch(subject: Subject, node: ElementImpl): boolean {
    if (subject.tag !== null && subject.tag !== node._localName.toLowerCase()) return false;
    if (subject.id !== null && subject.id !== node.getAttributeNS(null, 'id')) return false;
    if (subject.className !== null && !classesOf(node).has(subject.className)) return false;
    return true;
  }

  documentImpl._getDOMSelector = () => {
    if (!engine) {
      const created = new DOMSelector(documentImpl._globalObject, documentImpl._ownerDocument, {
        idlUtils,
        cacheSize: 65_536,
      });
      const fullCheck = created.check;
      created.check = (selector, node, opt) => {
        let subjects = subjectsOf.get(selector);
        if (!subjects) {
          subjects = created.extractSubjects(selector);
          subjectsOf.set(selector, subjects);
        }
        if (!subjects.some((subject) => mayMatch(subject, node))) return NO_MATCH;
        return fullCheck(selector, node, opt);
      };
      engine = created;
    }
    return engine;
  };
  documentImpl._clearDOMSelector = () => engine?.clear();
}
