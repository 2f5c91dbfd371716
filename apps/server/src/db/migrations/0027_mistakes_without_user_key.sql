ALTER TABLE "mistakes" DROP CONSTRAINT "mistakes_user_id_users_id_fk";
