/**
 * The issue comment bodies of GitHub's REST API, for the emulator alone (it never borrows the
 * action's code). Create and update take `{"body": string}`; GitHub refuses a body over
 * 65,536 characters with 422 "Validation Failed", and ignores members it does not know.
 */
import { z } from 'zod';

export const MAX_COMMENT_BODY = 65_536;

/** POST /repos/{owner}/{repo}/issues/{number}/comments and PATCH /repos/{owner}/{repo}/issues/comments/{id}. */
export const IssueCommentWrite = z.object({ body: z.string() });
export type IssueCommentWrite = z.infer<typeof IssueCommentWrite>;

/** The `issue-comment` answer: the members a client reads, and the ones that say who wrote it. */
export interface IssueComment {
  id: number;
  node_id: string;
  url: string;
  html_url: string;
  issue_url: string;
  body: string;
  user: { login: string; id: number; type: 'User' | 'Bot' };
  created_at: string;
  updated_at: string;
  author_association: string;
}
