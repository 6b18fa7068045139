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
 * 3. Even so, each computation still walked every rule (~1.8 µs each, ~10 ms an element with antd's
 *    rules). The rules are indexed by those same subjects — class, id, type, or "any" — when the
 *    sheets change, and jsdom walks, for the element it is styling, only the rules filed under what
 *    the element has, in their original order (at-rules such as @media are always walked).
 *
 * All three answer exactly what jsdom answers: the computed style, hidden-ness and pointer-events
 * seen by the tests are unchanged.
 */

type Subject = { id: string | null; className: string | null; tag: string | null };
type CheckResult = { match: boolean; ast: unknown; pseudoElement: string | null };
type ElementImpl = { _localName: string; getAttributeNS(ns: null, name: string): string | null };
type DOMSelectorInstance = {
  clear(): void;
  check(selector: string, node: ElementImpl, opt?: object): CheckResult;
  extractSubjects(selector: string): Subject[];
};
type RuleImpl = { selectorText?: string };
type SheetImpl = { cssRules: { _list: RuleImpl[] } };
type SheetListImpl = { _list: SheetImpl[] };
type DocumentImpl = {
  _globalObject: unknown;
  _ownerDocument: unknown;
  _getDOMSelector(): DOMSelectorInstance;
  _clearDOMSelector(): void;
  readonly styleSheets: SheetListImpl;
  _styleCache: WeakMap<ElementImpl, unknown>;
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

  /** a selector's subjects, each selector read once by the engine */
  function subjectsOfSelector(selector: string): Subject[] {
    let subjects = subjectsOf.get(selector);
    if (!subjects) {
      subjects = documentImpl._getDOMSelector().extractSubjects(selector);
      subjectsOf.set(selector, subjects);
    }
    return subjects;
  }

  documentImpl._getDOMSelector = () => {
    if (!engine) {
      const created = new DOMSelector(documentImpl._globalObject, documentImpl._ownerDocument, {
        idlUtils,
        cacheSize: 65_536,
      });
      const fullCheck = created.check;
      created.check = (selector, node, opt) => {
        if (!subjectsOfSelector(selector).some((subject) => mayMatch(subject, node))) return NO_MATCH;
        return fullCheck(selector, node, opt);
      };
      engine = created;
    }
    return engine;
  };
  documentImpl._clearDOMSelector = () => engine?.clear();
  indexStyleRules(documentImpl, idlUtils, subjectsOfSelector);
}

/** A rule with its place in the document's order. */
type Filed = { order: number; rule: RuleImpl };

/**
 * Change 3. jsdom styles one element at a time (an inherited property styles its ancestors first,
 * each asked of the style cache before): the style cache's `get` names the element, and while
 * getComputedStyle runs, the document's style sheet list is one sheet of that element's candidate rules.
 */
function indexStyleRules(
  documentImpl: DocumentImpl,
  idlUtils: { implForWrapper(wrapper: unknown): unknown },
  subjects: (selector: string) => Subject[],
): void {
  const realSheets = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(documentImpl), 'styleSheets')!;
  const sheetsOf = () => realSheets.get!.call(documentImpl) as SheetListImpl;

  // the index, and the sheets and rule counts it was made from
  let madeFrom: { sheet: SheetImpl; rules: number }[] = [];
  let filed = new Map<string, Filed[]>();
  let always: Filed[] = [];
  const current = () => {
    const sheets = sheetsOf()._list;
    const same =
      sheets.length === madeFrom.length &&
      sheets.every(
        (sheet, i) => madeFrom[i]!.sheet === sheet && madeFrom[i]!.rules === sheet.cssRules._list.length,
      );
    if (same) return;
    madeFrom = sheets.map((sheet) => ({ sheet, rules: sheet.cssRules._list.length }));
    filed = new Map();
    always = [];
    let order = 0;
    for (const sheet of sheets) {
      for (const rule of sheet.cssRules._list) {
        const entry = { order: order++, rule };
        // style rules have a selector; @media, @import … are walked for every element
        let found: Subject[] | null = null;
        try {
          if (typeof rule.selectorText === 'string') found = subjects(rule.selectorText);
        } catch {
          // a selector the engine cannot read: walked for every element, as jsdom would
        }
        if (!found || found.length === 0) {
          always.push(entry);
          continue;
        }
        for (const subject of found) {
          const key =
            subject.id !== null
              ? `#${subject.id}`
              : subject.className !== null
                ? `.${subject.className}`
                : subject.tag !== null
                  ? subject.tag
                  : '*';
          const list = filed.get(key);
          if (list) list.push(entry);
          else filed.set(key, [entry]);
        }
      }
    }
  };

  /** the element jsdom is styling now (see the style cache below), while getComputedStyle runs */
  let styling: ElementImpl | null = null;
  let active = false;
  const candidates = (node: ElementImpl): SheetListImpl => {
    current();
    const lists: Filed[][] = [always, filed.get('*') ?? [], filed.get(node._localName.toLowerCase()) ?? []];
    const id = node.getAttributeNS(null, 'id');
    if (id) lists.push(filed.get(`#${id}`) ?? []);
    const classAttr = node.getAttributeNS(null, 'class');
    if (classAttr)
      for (const c of classAttr.split(/[\t\n\f\r ]+/)) if (c) lists.push(filed.get(`.${c}`) ?? []);
    const seen = new Set<number>();
    const picked: Filed[] = [];
    for (const list of lists)
      for (const f of list)
        if (!seen.has(f.order)) {
          seen.add(f.order);
          picked.push(f);
        }
    picked.sort((a, b) => a.order - b.order);
    return { _list: [{ cssRules: { _list: picked.map((f) => f.rule) } }] };
  };

  Object.defineProperty(documentImpl, 'styleSheets', {
    configurable: true,
    get: () => (active && styling ? candidates(styling) : sheetsOf()),
  });

  // jsdom replaces the cache (a WeakMap) on every change: keep a reader in front of whichever is current
  let cache = documentImpl._styleCache;
  const reader = {
    get(node: ElementImpl) {
      styling = node;
      return cache.get(node);
    },
    set(node: ElementImpl, value: unknown) {
      cache.set(node, value);
      return reader;
    },
    has: (node: ElementImpl) => cache.has(node),
    delete: (node: ElementImpl) => cache.delete(node),
  };
  Object.defineProperty(documentImpl, '_styleCache', {
    configurable: true,
    get: () => reader,
    set: (next: WeakMap<ElementImpl, unknown>) => {
      cache = next;
    },
  });

  // the test's window (vitest copies jsdom's window onto the global: patch the one tests call)
  const win = window;
  const computed = win.getComputedStyle.bind(win);
  win.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (active) return computed(element, pseudo);
    active = true;
    styling = idlUtils.implForWrapper(element) as ElementImpl;
    try {
      return computed(element, pseudo);
    } finally {
      active = false;
      styling = null;
    }
  };
}
