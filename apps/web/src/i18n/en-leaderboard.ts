/** The leaderboard screens' texts: fetched with their code (see loadTexts). */
export const texts = {
  rankBadge: {
    rankRank: 'Rank {{rank}}',
  },
  entryList: {
    rank: 'Rank',
    student: 'Student',
    test: 'Test',
    date: 'Date',
    timeTaken: 'Time Taken',
    score: 'Score',
  },
  periodControl: {
    period: 'Period',
  },
  standings: {
    loadingLeaderboard: 'Loading leaderboard',
    standings: 'Standings',
  },
  backButton: {
    back: 'Back',
  },
  entryRow: {
    date: 'Date',
    time: 'Time',
    score: 'Score',
  },
  summaryCards: {
    leaderboardSummary: 'Leaderboard summary',
    participants: 'Participants',
    averageScore: 'Average Score',
  },
  yourPosition: {
    yourPosition: 'Your position',
  },
  periods: {
    all: 'All Time',
    weekly: 'This Week',
    daily: 'Today',
  },
  testLeaderboardPage: {
    chooseATestFromThe: 'Choose a test from the test series to see its leaderboard.',
    browseTests: 'Browse Tests',
    leaderboard: 'Leaderboard',
    highestScore: 'Highest Score',
    takeTheTest: 'Take the Test',
    takeThisTestToPut: 'Take this test to put your name on the board.',
  },
  globalLeaderboardPage: {
    leaderboard: 'Leaderboard',
    topScoresAcrossAllTests:
      "Each student's best score, across all tests or one target exam's. Your first attempt at a test is the one that counts.",
    targetExam: 'Target exam',
    allExams: 'All exams',
    topScore: 'Top Score',
    wantToSeeYourName: 'Want to see your name here?',
    takeATest: 'Take a test',
  },
  loadFailed: 'Failed to load leaderboard data',
  noParticipants: 'No participants yet',
  noTest: 'No test selected',
  testMissing: 'Test not found or no data available',
  goBack: 'Go Back',
  unknownUser: 'Unknown User',
  unknownTest: 'Unknown Test',
  notAvailable: 'N/A',
  you: '(You)',
};
