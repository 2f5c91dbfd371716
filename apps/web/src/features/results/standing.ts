/**
 * The Performance Insights line under the rank: "Top X%" for the upper half of the counted
 * attempts, "Better than X% of students" below it; a later practice attempt has no rank.
 */
export function standingText(rank: number | null, participants: number): string {
  if (rank === null) return 'Practice attempt: only your first attempt is ranked';
  if (participants <= 1) return 'You are the first student to take this test';
  const top = Math.max(1, Math.ceil((rank / participants) * 100));
  if (top <= 50) return `Top ${top}%`;
  return `Better than ${Math.floor(((participants - rank) / participants) * 100)}% of students`;
}
