import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'architecture', root: import.meta.dirname, include: ['*.test.ts'] } });
