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

/**
 * POST /repos/{owner}/{repo}/deployments. GitHub's defaults are the ones a deploy tool must
 * override: `auto_merge` true (merges the default branch into the ref first) and
 * `required_contexts` every status check of the ref.
 */
export const DeploymentCreate = z.object({
  ref: z.string().min(1),
  environment: z.string().min(1).max(255).default('production'),
  description: z.string().nullable().optional(),
  transient_environment: z.boolean().default(false),
  production_environment: z.boolean().optional(),
  auto_merge: z.boolean().default(true),
  required_contexts: z.array(z.string()).optional(),
  payload: z.unknown().optional(),
  task: z.string().default('deploy'),
});
export type DeploymentCreate = z.infer<typeof DeploymentCreate>;

const DEPLOYMENT_STATES = ['error', 'failure', 'inactive', 'in_progress', 'queued', 'pending', 'success'] as const;

/** POST /repos/{owner}/{repo}/deployments/{id}/statuses. */
export const DeploymentStatusCreate = z.object({
  state: z.enum(DEPLOYMENT_STATES),
  log_url: z.string().optional(),
  target_url: z.string().optional(),
  environment_url: z.string().optional(),
  description: z.string().max(140).optional(),
  environment: z.string().optional(),
  auto_inactive: z.boolean().default(true),
});
export type DeploymentStatusCreate = z.infer<typeof DeploymentStatusCreate>;

export interface DeploymentStatus {
  id: number;
  url: string;
  state: (typeof DEPLOYMENT_STATES)[number];
  description: string;
  environment: string;
  environment_url: string;
  log_url: string;
  target_url: string;
  deployment_url: string;
  creator: { login: string; type: 'Bot' };
  created_at: string;
  updated_at: string;
}

export interface Deployment {
  id: number;
  node_id: string;
  url: string;
  sha: string;
  ref: string;
  task: string;
  environment: string;
  original_environment: string;
  description: string | null;
  transient_environment: boolean;
  production_environment: boolean;
  statuses_url: string;
  creator: { login: string; type: 'Bot' };
  created_at: string;
  updated_at: string;
}
