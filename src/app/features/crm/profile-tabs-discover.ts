/**
 * Loads every `*.profile-tabs.ts` file of src/app/features, whose registerProfileTab() lines fill
 * the profile's registry. Eager: those files only register (their components load lazily).
 */
import.meta.glob('../**/*.profile-tabs.ts', { eager: true });
