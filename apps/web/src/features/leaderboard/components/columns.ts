/** The table-like columns of a wide list: rank, student, (test,) date, time taken, score. */
export const columnsClass = (showTest: boolean) =>
  showTest
    ? '@4xl:grid-cols-[3.5rem_minmax(0,1fr)_minmax(0,1fr)_6.5rem_5rem_10rem]'
    : '@4xl:grid-cols-[3.5rem_minmax(0,1fr)_7.5rem_6rem_minmax(11rem,16rem)]';
