import { AUDIT_ACTIONS, DEFAULT_NOTIFICATION_SETTINGS } from '@mockprep/contract';
import type pg from 'pg';
import { ACCOUNTS, type Sizes } from './sizes';

/**
 * Grows a freshly migrated database to `sizes` with set-based SQL on one connection (its temporary tables and
 * function live with it). Ids are uuid v7 made from each row's created_at, so id order is time order as in the
 * app. The big tables' secondary indexes are dropped while they fill and built again after (same definitions),
 * and foreign keys and triggers are off for the session (session_replication_role): the rows are made consistent
 * by construction. Other students' attempts carry the first 10 questions of their test in their sheet (ids, option
 * orders, answers) to keep the database about 2 GB at full scale; the heavy student's attempts carry whole sheets.
 * The leaderboard counters are not filled (no list reads them).
 */
export async function grow(client: pg.Client, sizes: Sizes, log: (line: string) => void): Promise<void> {
  const step = async (name: string, sql: string) => {
    const started = performance.now();
    const result = await client.query(sql);
    const rows = Array.isArray(result) ? '' : result.rowCount ? ` ${result.rowCount} rows` : '';
    log(`  ${name}:${rows} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const { questions: Q, students: U, tests: T } = sizes;
  const bulkAttempts = sizes.attempts - sizes.heavyAttempts;
  const list = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

  await step(
    'session settings',
    `SET session_replication_role = replica; SET synchronous_commit = off; SET maintenance_work_mem = '256MB';
     CREATE FUNCTION pg_temp.uuid7(at timestamptz) RETURNS uuid LANGUAGE sql VOLATILE AS $$
       SELECT encode(set_byte(overlay(uuid_send(gen_random_uuid())
         PLACING substring(int8send(floor(extract(epoch FROM at) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
         6, 112 + floor(random() * 16)::int), 'hex')::uuid $$;`,
  );
  const indexes = await client.query<{ indexdef: string; indexname: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename IN ('attempts', 'questions', 'users', 'payments', 'audit_log')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  await step(
    `drop ${indexes.rowCount} secondary indexes`,
    indexes.rows.map((i) => `DROP INDEX "${i.indexname}";`).join('\n'),
  );

  await step(
    'target exams',
    `INSERT INTO target_exams (id, name, description, sequence, created_at, updated_at)
     SELECT pg_temp.uuid7(now() - interval '400 days' + n * interval '1 hour'), name, 'Preparation for ' || name, n,
       now() - interval '400 days', now() - interval '400 days'
     FROM unnest(${list(['SSC CGL', 'SSC CHSL', 'IBPS PO', 'IBPS Clerk', 'SBI PO', 'SBI Clerk', 'RRB NTPC', 'RRB Group D', 'UPSC CSE', 'CTET', 'NDA', 'State PSC'])}) WITH ORDINALITY AS e(name, n)
     ON CONFLICT DO NOTHING;
     CREATE TEMP TABLE te_gen AS SELECT (row_number() OVER (ORDER BY id))::int - 1 AS n, id, name FROM target_exams;`,
  );

  const subjects = [
    'General Studies',
    'Quantitative Aptitude',
    'Reasoning',
    'English',
    'Hindi',
    'General Science',
    'History',
    'Geography',
    'Polity',
    'Economics',
  ];
  const stems = [
    'Which gas is released during photosynthesis?',
    'Who wrote the Indian national anthem?',
    'What is the value of x if 3x + 7 = 22?',
    'Choose the word closest in meaning to "benevolent".',
    'Which article of the Constitution abolishes untouchability?',
    'In which year did the Battle of Plassey take place?',
    'Which river is known as the Sorrow of Bengal?',
    'A train 120 m long passes a pole in 6 seconds. What is its speed?',
    'Find the odd one out: 3, 5, 11, 14, 17.',
    'Which organ of the human body produces insulin?',
    'What does GDP stand for?',
    'Which planet is known as the Red Planet?',
  ];
  const hindiStems = [
    'भारत की राजधानी क्या है?',
    'प्रकाश संश्लेषण में कौन सी गैस निकलती है?',
    'भारतीय संविधान में कितने अनुच्छेद हैं?',
    'गंगा नदी का उद्गम स्थल कहाँ है?',
  ];
  await step(
    'questions',
    `CREATE TEMP TABLE q_gen AS
       SELECT n, pg_temp.uuid7(at) AS id, at, n % 100 = 99 AS deleted FROM (
         SELECT n, now() - interval '365 days' + (n::float / ${Q}) * interval '364 days' AS at
         FROM generate_series(0, ${Q - 1}) n) s;
     INSERT INTO questions (id, question_text, options, correct_option, explanation, subject, level, deleted_at, created_at, updated_at)
     SELECT id,
       CASE WHEN n % 10 = 3 THEN (${list(hindiStems)})[1 + (n / 10) % 4] || ' (प्रश्न ' || n || ')'
            ELSE 'Q' || n || '. ' || (${list(stems)})[1 + n % 12] END,
       jsonb_build_array('First option of question ' || n, 'Second option of question ' || n,
         'Third option of question ' || n, 'Fourth option of question ' || n),
       n % 4,
       'The right answer is option ' || (n % 4 + 1) || ': it follows from the definition, as the chapter on this topic explains in detail.',
       (${list(subjects)})[1 + (n / 7) % 10], (ARRAY['easy','medium','hard'])[1 + n % 3],
       CASE WHEN deleted THEN at + interval '1 day' END, at, at
     FROM q_gen;
     CREATE TEMP TABLE q_live AS SELECT (row_number() OVER (ORDER BY n))::int - 1 AS n, id FROM q_gen WHERE NOT deleted;
     ALTER TABLE q_live ADD PRIMARY KEY (n);`,
  );

  const firstNames = [
    'Aarav',
    'Vivaan',
    'Aditya',
    'Vihaan',
    'Arjun',
    'Sai',
    'Reyansh',
    'Krishna',
    'Ishaan',
    'Rohan',
    'Ananya',
    'Diya',
    'Priya',
    'Saanvi',
    'Aadhya',
    'Kavya',
    'Meera',
    'Pooja',
    'Neha',
    'Sneha',
  ];
  const lastNames = [
    'Sharma',
    'Verma',
    'Gupta',
    'Singh',
    'Kumar',
    'Patel',
    'Yadav',
    'Reddy',
    'Nair',
    'Iyer',
    'Das',
    'Mishra',
    'Joshi',
    'Chauhan',
    'Pandey',
    'Mehta',
  ];
  const hindiNames = ['राहुल शर्मा', 'प्रिया वर्मा', 'अमित कुमार', 'सुनीता यादव'];
  const settings = JSON.stringify(DEFAULT_NOTIFICATION_SETTINGS);
  await step(
    'students',
    `CREATE TEMP TABLE u_gen AS
       SELECT n, pg_temp.uuid7(at) AS id, at FROM (
         SELECT n, now() - interval '365 days' + (n::float / ${U}) * interval '364 days' AS at
         FROM generate_series(0, ${U - 1}) n) s;
     ALTER TABLE u_gen ADD PRIMARY KEY (n);
     INSERT INTO users (id, name, mobile, email, gender, education_qualification, is_mobile_verified, date_of_birth,
       notification_settings, created_at, updated_at)
     SELECT id,
       CASE WHEN n % 10 = 7 THEN (${list(hindiNames)})[1 + (n / 10) % 4]
            ELSE (${list(firstNames)})[1 + n % 20] || ' ' || (${list(lastNames)})[1 + (n / 20) % 16] END,
       '9' || lpad(n::text, 9, '0'),
       CASE WHEN n % 3 = 0 THEN 'student' || n || '@example.com' END,
       (ARRAY['prefer-not-to-say','male','female','other'])[1 + n % 4],
       (ARRAY['high-school','diploma','bachelor','master','phd','other'])[1 + n % 6],
       true, date '1990-01-01' + n % 5000, '${settings}'::jsonb, at, at
     FROM u_gen;
     INSERT INTO user_target_exams (user_id, target_exam_id, position)
     SELECT u.id, te.id, 0 FROM u_gen u JOIN te_gen te ON te.n = u.n % (SELECT count(*) FROM te_gen);`,
  );
  await step(
    'bench accounts',
    `INSERT INTO users (id, name, mobile, role, is_mobile_verified, notification_settings, created_at, updated_at)
     SELECT pg_temp.uuid7(now() - interval '1 minute'), name, mobile, role, true, '${settings}'::jsonb, now(), now()
     FROM (VALUES ${Object.values(ACCOUNTS)
       .map((a) => `('${a.name}', '${a.mobile}', '${a.role}')`)
       .join(', ')}) AS a(name, mobile, role);`,
  );

  const exams = ['SSC CGL', 'SSC CHSL', 'IBPS PO', 'IBPS Clerk', 'SBI PO', 'RRB NTPC', 'UPSC CSE', 'CTET'];
  await step(
    'tests and their question links',
    `CREATE TEMP TABLE t_gen AS
       SELECT n, pg_temp.uuid7(at) AS id, at,
         n % 10 = 0 AS quiz, n % 10 IN (3, 6, 9) AS paid, 4900 + (n % 5) * 5000 AS price,
         CASE WHEN n % 10 = 0 THEN 15 ELSE 60 + (n % 5) * 30 END AS duration,
         CASE WHEN n % 10 = 0 THEN 10 + n % 6 ELSE 30 + n % 70 END AS c
       FROM (SELECT n, now() - interval '365 days' + (n::float / ${T}) * interval '364 days' AS at
             FROM generate_series(0, ${T - 1}) n) s;
     ALTER TABLE t_gen ADD PRIMARY KEY (n);
     INSERT INTO tests (id, title, subject, exam_type, level, type, price_paise, duration, is_active, starts_at, ends_at,
       deleted_at, created_at, updated_at)
     SELECT id,
       CASE WHEN quiz THEN 'Daily Quiz: ' || (${list(subjects)})[1 + (n / 10) % 10] || ' ' || (n / 10 + 1)
            ELSE (${list(exams)})[1 + n % 8] || (ARRAY[' Full Mock ', ' Sectional Test ', ' Previous Year Paper '])[1 + (n / 8) % 3] || (n / 24 + 1) END,
       (${list(subjects)})[1 + (n / 3) % 10], (${list(exams)})[1 + n % 8], (ARRAY['easy','medium','hard'])[1 + n % 3],
       CASE WHEN paid THEN 'Paid' ELSE 'Free' END, CASE WHEN paid THEN price ELSE 0 END, duration, n % 40 <> 5,
       CASE WHEN n % 50 = 7 THEN date_trunc('hour', now()) + ((n / 50) % 5 - 2) * interval '1 day' END,
       CASE WHEN n % 50 = 7 THEN date_trunc('hour', now()) + ((n / 50) % 5 - 2) * interval '1 day' + interval '3 hours' END,
       CASE WHEN n % 100 = 42 THEN at + interval '1 day' END, at, at
     FROM t_gen;
     INSERT INTO test_questions (test_id, question_id, position)
     SELECT t.id, q.id, p FROM t_gen t CROSS JOIN LATERAL generate_series(0, t.c - 1) p
     JOIN q_live q ON q.n = (t.n * 7919 + p) % (SELECT count(*) FROM q_live);
     INSERT INTO test_target_exams (test_id, target_exam_id, position)
     SELECT t.id, te.id, 0 FROM t_gen t JOIN te_gen te ON te.n = t.n % (SELECT count(*) FROM te_gen)
     UNION ALL
     SELECT t.id, te.id, 1 FROM t_gen t JOIN te_gen te ON te.n = (t.n * 5 + 1) % (SELECT count(*) FROM te_gen)
     WHERE t.n % 3 = 0 AND (t.n * 5 + 1) % (SELECT count(*) FROM te_gen) <> t.n % (SELECT count(*) FROM te_gen);`,
  );

  const submitted = `
       status, started_at, expires_at, submitted_at, question_ids, option_orders, answers, save_seq,
       correct_count, incorrect_count, unanswered_count, total_questions, score, accuracy, time_taken, is_counted,
       period_day, period_week, created_at, updated_at)`;
  const period = (at: string) =>
    `(${at} AT TIME ZONE 'Asia/Kolkata')::date, date_trunc('week', ${at} AT TIME ZONE 'Asia/Kolkata')::date`;
  await step(
    `attempts (${bulkAttempts} of other students)`,
    `CREATE TEMP TABLE t_sheet AS
       SELECT t.n, t.id, t.c, t.duration, jsonb_agg(tq.question_id ORDER BY tq.position) AS qids,
         jsonb_agg('[0,1,2,3]'::jsonb ORDER BY tq.position) AS orders,
         jsonb_object_agg(tq.question_id, jsonb_build_object('o', tq.position % 4, 't', 30 + tq.position)) AS answers
       FROM t_gen t JOIN test_questions tq ON tq.test_id = t.id AND tq.position < 10 GROUP BY t.n, t.id, t.c, t.duration;
     ALTER TABLE t_sheet ADD PRIMARY KEY (n);
     INSERT INTO attempts (id, user_id, test_id, ${submitted}
     SELECT pg_temp.uuid7(a.at), u.id, s.id, 'submitted', a.at, a.at + s.duration * interval '1 minute', a.done,
       s.qids, s.orders, s.answers, 3, a.cc, (s.c - a.cc) * 2 / 3, s.c - a.cc - (s.c - a.cc) * 2 / 3, s.c,
       a.cc, round(a.cc * 100.0 / s.c, 2), a.tt, true, ${period('a.done')}, a.at, a.at
     FROM generate_series(0, ${bulkAttempts - 1}) i
     JOIN u_gen u ON u.n = i % ${U}
     JOIN t_sheet s ON s.n = (i / ${U} + (i % ${U}) * 37) % ${T}
     CROSS JOIN LATERAL (SELECT
       now() - interval '360 days' + (i::float / ${bulkAttempts}) * interval '359 days' AS at,
       now() - interval '360 days' + (i::float / ${bulkAttempts}) * interval '359 days'
         + (s.duration * 60 * (40 + i % 55) / 100) * interval '1 second' AS done,
       s.c * (30 + (i * 37) % 61) / 100 AS cc, s.duration * 60 * (40 + i % 55) / 100 AS tt) a;`,
  );
  const heavy = `(SELECT id FROM users WHERE mobile = '${ACCOUNTS.heavy.mobile}')`;
  await step(
    `attempts (${sizes.heavyAttempts} of the heavy student, whole sheets)`,
    `INSERT INTO attempts (id, user_id, test_id, ${submitted}
     SELECT pg_temp.uuid7(a.at), ${heavy}, t.id, 'submitted', a.at, a.at + t.duration * interval '1 minute', a.done,
       f.qids, f.orders, f.answers, 3, f.cc, t.c - f.cc, 0, t.c, f.cc, round(f.cc * 100.0 / t.c, 2), a.tt, j < ${T},
       ${period('a.done')}, a.at, a.at
     FROM generate_series(0, ${sizes.heavyAttempts - 1}) j
     JOIN t_gen t ON t.n = j % ${T}
     CROSS JOIN LATERAL (SELECT now() - interval '300 days' + j * interval '7 hours' AS at,
       now() - interval '300 days' + j * interval '7 hours' + t.duration * 30 * interval '1 second' AS done,
       t.duration * 30 AS tt) a
     CROSS JOIN LATERAL (
       SELECT jsonb_agg(tq.question_id ORDER BY tq.position) AS qids,
         jsonb_agg('[0,1,2,3]'::jsonb ORDER BY tq.position) AS orders,
         jsonb_object_agg(tq.question_id, jsonb_build_object('o', (tq.position * 3 + j) % 4, 't', 20 + (tq.position * 7 + j) % 90)) AS answers,
         (count(*) FILTER (WHERE (tq.position * 3 + j) % 4 = q.correct_option))::int AS cc
       FROM test_questions tq JOIN questions q ON q.id = tq.question_id WHERE tq.test_id = t.id) f;
     INSERT INTO practice_answers (id, user_id, question_id, selected_option, is_correct, created_at)
     SELECT pg_temp.uuid7(now() - (500 - k) * interval '1 hour'), ${heavy}, q.id, k % 4, k % 3 = 0,
       now() - (500 - k) * interval '1 hour'
     FROM generate_series(0, 499) k JOIN q_live q ON q.n = (k * 13) % (SELECT count(*) FROM q_live);`,
  );

  await step(
    'mistakes (of the submitted attempts)',
    `INSERT INTO mistakes (user_id, question_id, times)
     SELECT a.user_id, q.id, count(*)::int
     FROM attempts a CROSS JOIN LATERAL jsonb_each(a.answers) AS answer
     JOIN questions q ON q.id = (answer.key)::uuid
     WHERE a.status = 'submitted' AND answer.value->>'o' IS NOT NULL AND (answer.value->>'o')::int <> q.correct_option
       AND q.deleted_at IS NULL
     GROUP BY a.user_id, q.id;`,
  );

  await step(
    'promo codes',
    `INSERT INTO promo_codes (id, code, description, discount_type, discount_value, max_discount_paise, min_amount_paise,
       max_uses, used_count, valid_from, valid_until, is_active, created_at, updated_at)
     SELECT pg_temp.uuid7(at), 'BENCH' || n, 'Festival offer ' || n,
       CASE WHEN n % 2 = 0 THEN 'percentage' ELSE 'fixed' END, CASE WHEN n % 2 = 0 THEN 10 + n % 40 ELSE 50 + n % 200 END,
       CASE WHEN n % 2 = 0 THEN 20000 END, 0, CASE WHEN n % 3 = 0 THEN 1000 END, n % 50,
       at, at + interval '400 days', n % 7 <> 3, at, at
     FROM (SELECT n, now() - interval '365 days' + (n::float / ${sizes.promoCodes}) * interval '364 days' AS at
           FROM generate_series(0, ${sizes.promoCodes - 1}) n) s;
     CREATE TEMP TABLE promo_gen AS SELECT (row_number() OVER (ORDER BY id))::int - 1 AS n, id, code, description FROM promo_codes;
     CREATE TEMP TABLE paid_gen AS SELECT (row_number() OVER (ORDER BY n))::int - 1 AS n, id, price FROM t_gen WHERE paid;`,
  );
  const paymentColumns = `(id, user_id, test_id, provider, status, original_paise, discount_paise, final_paise,
       provider_order_id, provider_payment_id, promo_code_id, promo_snapshot, paid_at, created_at, updated_at)`;
  await step(
    'payments and purchases',
    `INSERT INTO payments ${paymentColumns}
     SELECT pg_temp.uuid7(a.at), u.id, p.id, 'razorpay', st, p.price, disc, p.price - disc, 'order_bench_' || i,
       CASE WHEN st = 'paid' THEN 'pay_bench_' || i END, pr.id,
       CASE WHEN pr.id IS NOT NULL THEN jsonb_build_object('code', pr.code, 'description', pr.description) END,
       CASE WHEN st = 'paid' THEN a.at + interval '2 minutes' END, a.at, a.at
     FROM generate_series(0, ${sizes.payments - 1}) i
     JOIN u_gen u ON u.n = (i * 13) % ${U}
     JOIN paid_gen p ON p.n = i % (SELECT count(*) FROM paid_gen)
     LEFT JOIN promo_gen pr ON i % 10 = 1 AND pr.n = i % ${sizes.promoCodes}
     CROSS JOIN LATERAL (SELECT now() - interval '360 days' + (i::float / ${sizes.payments}) * interval '359 days' AS at,
       CASE WHEN i % 20 = 0 THEN 'created' WHEN i % 10 = 5 THEN 'failed' ELSE 'paid' END AS st,
       CASE WHEN i % 10 = 1 THEN p.price / 10 ELSE 0 END AS disc) a;
     INSERT INTO payments ${paymentColumns}
     SELECT pg_temp.uuid7(at), ${heavy}, p.id, 'razorpay', 'paid', p.price, 0, p.price, 'order_heavy_' || k,
       'pay_heavy_' || k, NULL, NULL, at + interval '2 minutes', at, at
     FROM generate_series(0, ${sizes.heavyPayments - 1}) k
     JOIN paid_gen p ON p.n = k
     CROSS JOIN LATERAL (SELECT now() - interval '200 days' + k * interval '1 day' AS at) a;
     INSERT INTO purchases (id, user_id, test_id, payment_id, created_at)
     SELECT pg_temp.uuid7(paid_at), user_id, test_id, id, paid_at FROM payments WHERE status = 'paid'
     ON CONFLICT DO NOTHING;`,
  );
  await step(
    'audit log',
    `INSERT INTO audit_log (id, actor_id, actor_name, actor_mobile, action, entity_type, entity_id, before, after, created_at)
     SELECT pg_temp.uuid7(at), a.id, a.name, a.mobile, act, split_part(act, '.', 1), pg_temp.uuid7(at),
       jsonb_build_object('title', 'Before ' || i), jsonb_build_object('title', 'After ' || i), at
     FROM generate_series(0, ${sizes.auditEntries - 1}) i
     CROSS JOIN (SELECT id, name, mobile FROM users WHERE mobile = '${ACCOUNTS.admin.mobile}') a
     CROSS JOIN LATERAL (SELECT now() - interval '365 days' + (i::float / ${sizes.auditEntries}) * interval '364 days' AS at,
       (${list(AUDIT_ACTIONS)})[1 + i % ${AUDIT_ACTIONS.length}] AS act) x;`,
  );

  await step(`build ${indexes.rowCount} indexes again`, indexes.rows.map((i) => `${i.indexdef};`).join('\n'));
  await step('foreign keys and triggers back on', 'SET session_replication_role = origin');
  await step('vacuum analyze', 'VACUUM ANALYZE');
  const tables = [
    'questions',
    'users',
    'tests',
    'test_questions',
    'attempts',
    'mistakes',
    'payments',
    'promo_codes',
    'audit_log',
  ];
  const counts = await client.query<Record<string, string>>(
    `SELECT ${tables.map((t) => `(SELECT count(*) FROM ${t}) AS ${t}`).join(', ')}`,
  );
  log(
    `  rows: ${Object.entries(counts.rows[0] ?? {})
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}`,
  );
}
