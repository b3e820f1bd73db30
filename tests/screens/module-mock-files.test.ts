import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SCREENS_WITH_MODULE_MOCKS } from './module-mock-files';

const root = path.resolve(import.meta.dirname, '..', '..');

it('lists every screen test file that replaces a module, and only those', () => {
  const files = readdirSync(path.join(root, 'tests/screens'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `tests/screens/${file}`);
  const mocking = files.filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(root, file), 'utf8')));
  expect([...SCREENS_WITH_MODULE_MOCKS].sort()).toEqual(mocking.sort());
});
