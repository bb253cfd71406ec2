import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Same macro plugin as vite.config.ts, so any module using Lingui macros can be unit-tested.
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
})
