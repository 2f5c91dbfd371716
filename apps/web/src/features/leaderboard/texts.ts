/** The leaderboard texts of SPEC 2.11 and 8, word for word. */
export const LEADERBOARD_TEXT = {
  loadFailed: 'Failed to load leaderboard data',
  noParticipants: 'No participants yet',
  noTest: 'No test selected',
  testMissing: 'Test not found or no data available',
  goBack: 'Go Back',
  unknownUser: 'Unknown User',
  unknownTest: 'Unknown Test',
  notAvailable: 'N/A',
  you: '(You)',
} as const;
