import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Vietnamese is the source language: messages are written in Vietnamese in the code and
// translated to English in src/locales/en/messages.po.
export default defineConfig({
  sourceLocale: 'vi',
  locales: ['vi', 'en'],
  fallbackLocales: { default: 'vi' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src/app', '<rootDir>/src/contract', '<rootDir>/src/server'],
      exclude: ['**/*.gen.ts', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
