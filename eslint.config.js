import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The browser gets the endpoint declarations without their zod schemas (web/vite/endpoints-for-browser.ts):
// from domain/<context>/api only types, and from domain/<context>/endpoints only the area files.
const browserDomainImports = [
  {
    regex: '^#domain/[a-z-]+/api/',
    allowTypeImports: true,
    message: 'The browser does not ship zod: import types from domain/<context>/api/, and endpoints from domain/<context>/endpoints/<area>.ts.',
  },
  { regex: '^#domain/endpoints\\.ts$', message: 'Import the area file (#domain/<context>/endpoints/<area>.ts): the browser build serves those.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', 'e2e/.results/**', 'e2e/.report/**', 'data/**', 'node_modules/**', 'server/src/platform/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'log'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every server path comes from its declaration in domain/endpoints (api.call(endpoint, input)).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(api|idp|__bench)\\//]',
          message: 'Declare the endpoint in domain/<context>/endpoints/ and call it with api.call(endpoint, input); no server paths in web code.',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/(api|idp|__bench)\\//]',
          message: 'Declare the endpoint in domain/<context>/endpoints/ and call it with api.call(endpoint, input); no server paths in web code.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: browserDomainImports }] },
  },
);
