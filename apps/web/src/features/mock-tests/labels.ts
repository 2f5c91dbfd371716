import type { Level } from '@mockprep/contract';

export const LEVEL_LABELS: Record<Level, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

export const minutes = (duration: number) => `${duration} min`;
