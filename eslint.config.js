// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(new URL(import.meta.url).pathname);
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/**
 * Architecture boundaries (ARCHITECTURE.md): a web feature never imports another feature or app/;
 * web lib/ imports no feature; the contract imports nothing of ours; a server route never talks to
 * the database; a repository never knows about HTTP; the web calls the API only through the
 * contract's call descriptors (callApi / callQuery), never the raw client with a hand-written type.
 */
const boundaries = {
  meta: { type: 'problem', messages: { crossing: '{{why}} ({{from}} → {{to}})' }, schema: [] },
  create(context) {
    const from = rel(context.filename);
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      const target = source.startsWith('.')
        ? rel(path.resolve(path.dirname(context.filename), source))
        : source;
      const report = (why) =>
        context.report({ node, messageId: 'crossing', data: { why, from, to: target } });
      const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(from);
      if (feature) {
        const other = /^apps\/web\/src\/features\/([^/]+)/.exec(target);
        if (other && other[1] !== feature[1]) report('一个功能模块不能引用另一个功能模块，请在 app/ 中组合');
        if (target.startsWith('apps/web/src/app/')) report('功能模块不能引用 app/');
      }
      // the raw client takes a hand-written answer type; everything else calls through a descriptor
      if (
        /^apps\/web\/src\/lib\/api\/(index|client)\.ts$/.test(target) &&
        !from.startsWith('apps/web/src/lib/api/') &&
        !/\.test\.tsx?$/.test(from) &&
        (node.specifiers ?? []).some((s) => s.type === 'ImportSpecifier' && s.imported.name === 'api')
      ) {
        report('请用 callApi / callQuery 按 contract 中的调用描述发请求，不要直接用 api.get/post');
      }
      if (from.startsWith('apps/web/src/lib/') && /^apps\/web\/src\/(features|app)\//.test(target)) {
        report('lib/ 不能引用功能模块或 app/');
      }
      if (
        from.startsWith('packages/contract/') &&
        (target.startsWith('@qishu/') || target.startsWith('apps/'))
      ) {
        report('contract 不能引用项目内其他包');
      }
      if (
        from.startsWith('apps/server/src/routes/') &&
        /^apps\/server\/src\/(db|repositories)\//.test(target) &&
        !/\/db\/(schema|tables)/.test(target)
      ) {
        report('路由不能直接访问数据库，请通过 service');
      }
      if (
        from.startsWith('apps/server/src/repositories/') &&
        (target === 'fastify' || target.startsWith('apps/server/src/http/'))
      ) {
        report('仓储层不能依赖 HTTP');
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ ...node, source: node.source }),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'e2e/artifacts/**',
      'coverage/**',
      'bench/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { qishu: { rules: { boundaries } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'qishu/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests keep the rules of hooks; the React Compiler's rules (a compile of every component: 55 of
    // the lint's 75 s, half of it on test files) check the product's components, not the test
    // harnesses that render them.
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule))
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    files: ['**/*.{js,mjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // exceljs only through the adapter that fixes its UTF-8 reading (adapters/xlsx/exceljs-utf8-fix.ts)
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/adapters/xlsx/exceljs.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'exceljs', message: "import ExcelJS from 'src/adapters/xlsx/exceljs.ts' (UTF-8 fix)" },
          ],
        },
      ],
    },
  },
);
