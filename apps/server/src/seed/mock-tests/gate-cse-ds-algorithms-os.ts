import type { SeedTest } from './types';

export const gateCseDsAlgorithmsOs: SeedTest = {
  title: 'GATE CSE - Data Structures, Algorithms, OS',
  subject: 'Computer Science',
  examType: 'GATE',
  level: 'hard',
  type: 'Free',
  price: 0,
  duration: 45,
  targetExams: ['GATE CSE'],
  questions: [
    {
      questionText: 'The worst-case time complexity of quicksort on n elements is:',
      options: ['O(n log n)', 'O(n)', 'O(n²)', 'O(log n)'],
      correctOption: 2,
      explanation:
        'If the pivot is always the smallest or largest element (for example, a sorted array with the first element as pivot), the partitions have sizes n − 1 and 0, so T(n) = T(n − 1) + O(n) = O(n²).',
      subject: 'Computer Science',
      level: 'easy',
    },
    {
      questionText:
        'Taking the height of a tree with a single node as 0, the minimum number of nodes in an AVL tree of height 3 is:',
      options: ['8', '7', '6', '15'],
      correctOption: 1,
      explanation:
        'The minimum is N(h) = N(h − 1) + N(h − 2) + 1 with N(0) = 1 and N(1) = 2. So N(2) = 2 + 1 + 1 = 4 and N(3) = 4 + 2 + 1 = 7.',
      subject: 'Computer Science',
      level: 'hard',
    },
    {
      questionText: 'How many structurally distinct binary search trees can be formed with 3 distinct keys?',
      options: ['5', '6', '3', '9'],
      correctOption: 0,
      explanation:
        'The count is the Catalan number C₃ = ⁶C₃/(3 + 1) = 20/4 = 5: two trees with the smallest key as root, one with the middle key and two with the largest key.',
      subject: 'Computer Science',
      level: 'medium',
    },
    {
      questionText: 'What is the value of the postfix expression 6 2 3 + − 3 8 2 / + * ?',
      options: ['1', '5', '14', '7'],
      correctOption: 3,
      explanation: '2 3 + gives 5; 6 5 − gives 1; 8 2 / gives 4; 3 4 + gives 7; finally 1 7 * gives 7.',
      subject: 'Computer Science',
      level: 'medium',
    },
    {
      questionText: 'The solution of the recurrence T(n) = 7T(n/2) + n² is:',
      options: ['Θ(n²)', 'Θ(n² log n)', 'Θ(n^(log₂ 7))', 'Θ(n³)'],
      correctOption: 2,
      explanation:
        'Here a = 7 and b = 2, so n^(log₂ 7) ≈ n^2.81 grows polynomially faster than f(n) = n². By case 1 of the Master theorem, T(n) = Θ(n^(log₂ 7)).',
      subject: 'Computer Science',
      level: 'medium',
    },
    {
      questionText:
        'The keys 15, 22, 8 and 29 are inserted in that order into an empty hash table of size 7 using h(k) = k mod 7 and linear probing. At which index is 29 stored?',
      options: ['1', '2', '5', '4'],
      correctOption: 3,
      explanation:
        'All four keys hash to 1. 15 goes to 1; 22 probes to 2; 8 probes 1 and 2 and goes to 3; 29 probes 1, 2 and 3 and lands at index 4.',
      subject: 'Computer Science',
      level: 'medium',
    },
    {
      questionText:
        'Using a binary min-heap as the priority queue, the time complexity of Dijkstra’s algorithm on a graph with V vertices and E edges is:',
      options: ['O(V²)', 'O((V + E) log V)', 'O(VE)', 'O(V + E)'],
      correctOption: 1,
      explanation:
        'There are V extract-min operations and up to E decrease-key operations, each costing O(log V), giving O((V + E) log V).',
      subject: 'Computer Science',
      level: 'medium',
    },
    {
      questionText:
        'A connected undirected graph has 10 vertices and 15 edges. How many edges must be removed to obtain a spanning tree?',
      options: ['5', '9', '10', '6'],
      correctOption: 3,
      explanation: 'A spanning tree on 10 vertices has exactly 10 − 1 = 9 edges, so 15 − 9 = 6 edges must be removed.',
      subject: 'Computer Science',
      level: 'easy',
    },
    {
      questionText:
        'The time complexity of building a binary heap from n unsorted elements using the bottom-up (heapify) method is:',
      options: ['O(n)', 'O(n log n)', 'O(log n)', 'O(n²)'],
      correctOption: 0,
      explanation:
        'Most nodes lie near the leaves and sift down only a short distance. Summing about n/2^(h+1) nodes × O(h) work over all heights h gives O(n).',
      subject: 'Computer Science',
      level: 'medium',
    },
    {
      questionText:
        'A binary tree has preorder traversal A B D E C F and inorder traversal D B E A F C. Its postorder traversal is:',
      options: ['D B E F C A', 'D E B F C A', 'E D B F C A', 'D E B C F A'],
      correctOption: 1,
      explanation:
        'A is the root. D B E forms the left subtree (root B, children D and E) and F C the right subtree (root C with left child F). Postorder is therefore D E B F C A.',
      subject: 'Computer Science',
      level: 'hard',
    },
    {
      questionText: 'Which data structure is normally used to implement breadth-first search of a graph?',
      options: ['Stack', 'Priority queue', 'Binary search tree', 'Queue'],
      correctOption: 3,
      explanation:
        'BFS visits vertices in order of their distance from the source, so it uses a FIFO queue. Depth-first search uses a stack or recursion.',
      subject: 'Computer Science',
      level: 'easy',
    },
    {
      questionText:
        'Which of the following sorting algorithms is stable and has a worst-case time complexity of O(n log n)?',
      options: ['Quicksort', 'Heapsort', 'Merge sort', 'Selection sort'],
      correctOption: 2,
      explanation:
        'Merge sort is O(n log n) in every case and is stable when ties are taken from the left half first. Heapsort is O(n log n) but not stable, quicksort is O(n²) in the worst case, and selection sort is O(n²).',
      subject: 'Computer Science',
      level: 'medium',
    },
    {
      questionText:
        'Processes P1, P2 and P3 arrive at time 0 with CPU burst times of 10 ms, 4 ms and 2 ms. What is the average waiting time under non-preemptive shortest-job-first (SJF) scheduling?',
      options: ['8 ms', '4 ms', '2.67 ms', '5.33 ms'],
      correctOption: 2,
      explanation:
        'SJF runs P3 (0–2), P2 (2–6) and P1 (6–16). The waiting times are 0, 2 and 6 ms, so the average is 8/3 ≈ 2.67 ms.',
      subject: 'Computer Science',
      level: 'medium',
    },
    {
      questionText:
        'Processes P1, P2 and P3 arrive at time 0, in that order, with CPU burst times of 10 ms, 4 ms and 2 ms. What is the average waiting time under Round Robin scheduling with a time quantum of 4 ms?',
      options: ['6 ms', '8 ms', '5.33 ms', '7 ms'],
      correctOption: 0,
      explanation:
        'Gantt chart: P1 0–4, P2 4–8, P3 8–10, P1 10–16. Waiting time = completion − burst: P1 16 − 10 = 6, P2 8 − 4 = 4, P3 10 − 2 = 8. Average = 18/3 = 6 ms.',
      subject: 'Computer Science',
      level: 'hard',
    },
    {
      questionText:
        'With 3 page frames, initially empty, how many page faults occur for the reference string 1, 3, 0, 3, 5, 6, 3, 1, 0 under LRU page replacement?',
      options: ['6', '8', '7', '9'],
      correctOption: 2,
      explanation:
        'Faults occur on 1, 3 and 0 (filling the frames), then on 5 (replacing 1), 6 (replacing 0), 1 (replacing 5) and 0 (replacing 6). Both later references to 3 are hits, so there are 7 faults.',
      subject: 'Computer Science',
      level: 'hard',
    },
    {
      questionText: 'The Banker’s algorithm is used for deadlock:',
      options: ['prevention', 'avoidance', 'detection', 'recovery'],
      correctOption: 1,
      explanation:
        'The Banker’s algorithm grants a request only if the resulting state is safe, so it avoids deadlock at run time rather than structurally denying one of the four necessary conditions.',
      subject: 'Computer Science',
      level: 'easy',
    },
    {
      questionText:
        'A counting semaphore is initialised to 7. Then 20 P (wait) and 15 V (signal) operations are performed on it. Its final value is:',
      options: ['2', '12', '−2', '0'],
      correctOption: 0,
      explanation: 'Each P decrements the value and each V increments it: 7 − 20 + 15 = 2.',
      subject: 'Computer Science',
      level: 'medium',
    },
    {
      questionText:
        'A system uses 32-bit logical addresses, a 4 KB page size and 4-byte page-table entries. The size of a single-level page table for one process is:',
      options: ['4 MB', '1 MB', '4 KB', '16 MB'],
      correctOption: 0,
      explanation: 'Number of pages = 2³² / 2¹² = 2²⁰, so the page table takes 2²⁰ × 4 bytes = 4 MB.',
      subject: 'Computer Science',
      level: 'medium',
    },
    {
      questionText:
        'TLB access time is 20 ns, memory access time is 100 ns and the TLB hit ratio is 80%. On a TLB miss, the page table in memory is read once after the TLB lookup, and then the data is accessed. The effective memory access time is:',
      options: ['120 ns', '136 ns', '220 ns', '140 ns'],
      correctOption: 3,
      explanation:
        'Hit: 20 + 100 = 120 ns. Miss: 20 + 100 + 100 = 220 ns. Effective time = 0.8 × 120 + 0.2 × 220 = 96 + 44 = 140 ns.',
      subject: 'Computer Science',
      level: 'hard',
    },
    {
      questionText:
        'What is the minimum number of comparisons needed in the worst case to find both the maximum and the minimum of 100 elements?',
      options: ['198', '148', '150', '99'],
      correctOption: 1,
      explanation:
        'Compare the elements in 50 pairs (50 comparisons), then find the maximum of the 50 larger ones (49) and the minimum of the 50 smaller ones (49): 50 + 49 + 49 = 148 = 3n/2 − 2.',
      subject: 'Computer Science',
      level: 'hard',
    },
  ],
};
