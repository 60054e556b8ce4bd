import * as migration_20261122_011208_initial from './20261122_011208_initial';

export const migrations = [
  {
    up: migration_20261122_011208_initial.up,
    down: migration_20261122_011208_initial.down,
    name: '20261122_011208_initial'
  },
];
