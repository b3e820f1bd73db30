import { createContext } from 'react';

/**
 * How a field tells <SchemaForm> that focus left it (validation on blur). A context rather than
 * RJSF's formContext: the callback is stable, and RJSF's deep prop comparison would ignore a
 * changed function anyway.
 */
export const FieldBlurContext = createContext<(pointer: string) => void>(() => {});
