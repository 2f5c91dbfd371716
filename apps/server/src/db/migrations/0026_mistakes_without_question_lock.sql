ALTER TABLE "mistakes" DROP CONSTRAINT "mistakes_question_id_questions_id_fk";
