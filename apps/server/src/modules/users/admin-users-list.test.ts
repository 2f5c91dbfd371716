import { type AdminUserPage, PAGING_MSG, PEOPLE_MSG } from '@mockprep/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';
import { users, userTargetExams } from '../../db/schema';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: { token: string; user: { _id: string } };
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'people-secret' });
  admin = await makeAdmin(t, 'people-secret');
});
afterAll(() => t.close());

/** `count` students whose names carry a tag no other test uses, oldest first. */
async function taggedStudents(count: number) {
  const tag = `ppl${Math.random().toString(36).slice(2, 8)}`;
  const made = await t.quickStudents(count);
  for (const [i, { user }] of made.entries()) {
    await t.db
      .update(users)
      .set({ name: `${tag} Student ${i + 1}` })
      .where(inArray(users.id, [user.id]));
  }
  return { tag, students: made.map((m, i) => ({ ...m.user, name: `${tag} Student ${i + 1}` })) };
}

const list = (query: string) => t.call<AdminUserPage>('GET', `/api/admin/users?${query}`, { token: admin.token });

describe('GET /api/admin/users', () => {
  it('pages newest first with the total matching, and a page past the end is empty', async () => {
    const { tag, students } = await taggedStudents(7);
    const first = await list(`search=${tag}&limit=3`);
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(7);
    expect(first.body.data.entries.map((u) => u._id)).toEqual(
      students
        .slice(4)
        .reverse()
        .map((s) => s.id),
    );
    const second = await list(`search=${tag}&limit=3&cursor=${first.body.data.nextCursor}`);
    const third = await list(`search=${tag}&limit=3&cursor=${second.body.data.nextCursor}`);
    expect(second.body.data.entries).toHaveLength(3);
    expect(third.body.data.entries.map((u) => u._id)).toEqual([students[0]?.id]);
    expect(third.body.data.nextCursor).toBeNull();
    const past = await list(`search=${tag}&cursor=${students[0]?.id}`);
    expect(past.body.data).toEqual({ entries: [], nextCursor: null });
  });

  it('searches name and mobile (Hindi too, `%` and `_` literal) and filters role and status', async () => {
    const { tag, students } = await taggedStudents(3);
    const [a, b] = students;
    await t.db
      .update(users)
      .set({ name: `अंकित ${tag}`, isBlocked: true })
      .where(inArray(users.id, [a?.id ?? '']));
    const byMobile = await list(`search=${b?.mobile}`);
    expect(byMobile.body.data.entries.map((u) => u._id)).toEqual([b?.id]);
    const hindi = await list(`search=${encodeURIComponent(`अंकित ${tag}`)}`);
    expect(hindi.body.data.entries.map((u) => u._id)).toEqual([a?.id]);
    expect((await list(`search=${tag}%25`)).body.data.total).toBe(0);
    expect((await list(`search=${tag.slice(0, 3)}_${tag.slice(4)}`)).body.data.total).toBe(0);

    const blocked = await list(`search=${tag}&status=blocked`);
    expect(blocked.body.data.entries.map((u) => [u._id, u.isBlocked])).toEqual([[a?.id, true]]);
    expect((await list(`search=${tag}&status=active`)).body.data.total).toBe(2);
    const admins = (await list('role=admin&limit=100')).body.data.entries;
    expect(admins.some((u) => u._id === admin.user._id)).toBe(true);
    expect(admins.every((u) => u.role === 'admin')).toBe(true);
    expect((await list(`search=${tag}&role=admin`)).body.data.total).toBe(0);
  });

  it("shows each user's target exams in their order", async () => {
    const { tag, students } = await taggedStudents(1);
    const exams = await t.createTargetExams(2);
    const [first, second] = exams;
    const student = students[0];
    const edit = await t.call('PUT', `/api/admin/users/${student?.id}`, {
      token: admin.token,
      body: { name: `${tag} Student 1`, targetExams: [second?.id, first?.id], role: 'user', isBlocked: false },
    });
    expect(edit.status, edit.body.message).toBe(200);
    const [row] = (await list(`search=${tag}`)).body.data.entries;
    expect(row?.targetExams).toEqual([
      { _id: second?.id, name: second?.name },
      { _id: first?.id, name: first?.name },
    ]);
    expect(row?.targetExam).toBe(second?.id);
  });

  it('runs the same number of queries for a page of 5 as for a page of 50', async () => {
    const { tag, students } = await taggedStudents(55);
    const exams = await t.createTargetExams(1);
    await t.db
      .insert(userTargetExams)
      .values(students.map((s) => ({ userId: s.id, targetExamId: exams[0]?.id ?? '', position: 0 })));
    const small = await t.countQueries(() => list(`search=${tag}&limit=5`));
    const large = await t.countQueries(() => list(`search=${tag}&limit=50`));
    expect(small.result.body.data.entries).toHaveLength(5);
    expect(large.result.body.data.entries).toHaveLength(50);
    expect(large.result.body.data.entries.every((u) => u.targetExams.length === 1)).toBe(true);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(3);
  });

  it('answers bad paging and filters with a readable 400', async () => {
    for (const [query, message] of [
      ['limit=0', PAGING_MSG.limit],
      ['limit=1000', PAGING_MSG.limit],
      ['cursor=abc', PAGING_MSG.cursor],
      ['role=owner', PEOPLE_MSG.role],
      ['status=gone', PEOPLE_MSG.userStatus],
      [`search=${'x'.repeat(101)}`, PAGING_MSG.search],
    ] as const) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });
});
