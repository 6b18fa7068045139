import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

/** The contract's own modules (packages/contract/src), not its tests. */
const CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;
/** A call description's schemas: the server validates with them, the browser only takes their types. */
const SCHEMA_KEYS = new Set(['input', 'output', 'params']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * Where marking stops: the functions a definition makes (their calls run later, and may be effects)
 * and optional chains (wrapping a call of `a?.b().c` in parentheses would end the chain's short
 * circuit at it).
 */
const NOT_MARKED = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ChainExpression',
]);

/** Calls `enter` on `node` and below it, parents first; `intoFunctions: false` stops at {@link NOT_MARKED}. */
function visit(node: Node, enter: (node: Node) => void, intoFunctions = true): void {
  if (!intoFunctions && NOT_MARKED.has(node.type)) return;
  enter(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item, enter, intoFunctions);
    if (isNode(value)) visit(value, enter, intoFunctions);
  }
}

/** The declarations of a module's top level, exported or not. */
function topLevelDeclarators(program: Node): Node[] {
  const declarators: Node[] = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
    if (declaration?.type === 'VariableDeclaration')
      declarators.push(...(declaration.declarations as Node[]));
  }
  return declarators;
}

/**
 * The browser build of the contract without the schemas of its call descriptions (issue 17: the
 * first page's script). The web calls the API by a description's method and path and takes the
 * input and answer types from its schemas at compile time; the server validates with them. Built
 * as they are, every page paid for zod and for building the schemas of every call it imports — 22
 * KiB of script and tens of milliseconds of a phone's first seconds — for values it never reads.
 *
 * In the browser build only, each `describeCall({...})` gets `undefined` for `input`, `output` and
 * `params`, and the contract's top-level definitions are marked pure, so a schema no page uses is
 * dropped with what it is built from (zod's builders are pure: `treeshake.manualPureFunctions`
 * names `z` in vite.config.ts). A schema the web does use (a form's rules) stays, with zod, in
 * that page's chunk. The contract's modules define; their top level has no effects but
 * locale.ts's, which is not a declaration.
 */
export function contractWithoutCallSchemas(): Plugin {
  return {
    name: 'qishu:contract-without-call-schemas',
    apply: 'build',
    transform: {
      filter: { id: CONTRACT_MODULE },
      handler(code, id) {
        const program = parseAst(code, { lang: 'ts' }, id) as unknown as Node;
        const out = new MagicString(code);
        /** the schemas taken out, where nothing is left to mark */
        const removed: Node[] = [];
        visit(program, (node) => {
          if (node.type !== 'CallExpression') return;
          const callee = node.callee as Node;
          const [description] = node.arguments as Node[];
          if (callee.type !== 'Identifier' || callee.name !== 'describeCall') return;
          if (description?.type !== 'ObjectExpression') return;
          for (const property of description.properties as Node[]) {
            const key = property.key as Node | undefined;
            if (property.type !== 'Property' || key?.type !== 'Identifier') continue;
            if (!SCHEMA_KEYS.has(key.name as string)) continue;
            out.overwrite(property.start, property.end, `${key.name as string}: undefined`);
            removed.push(property);
          }
        });
        // every call a top-level definition makes as it is evaluated (not those in the functions it
        // defines: a refinement's `ctx.addIssue(…)` is an effect), each wrapped so that the mark is its
        // own — in `a.b().c()` a leading mark would name only the outer call
        for (const declarator of topLevelDeclarators(program)) {
          if (!declarator.init) continue;
          visit(
            declarator.init as Node,
            (node) => {
              if (node.type !== 'CallExpression' && node.type !== 'NewExpression') return;
              if (removed.some((r) => node.start >= r.start && node.end <= r.end)) return;
              out.appendRight(node.start, '(/* @__PURE__ */ ');
              out.appendLeft(node.end, ')');
            },
            false,
          );
        }
        return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
      },
    },
  };
}
