/**
 * Loads every `*.widgets.ts` file of src/app/features, whose registerWidget() lines fill the
 * registry. Eager: those files only register (their components load lazily), so this costs a few
 * hundred bytes, and a new module's widgets appear without editing any dashboard file.
 */
import.meta.glob('../**/*.widgets.ts', { eager: true });
