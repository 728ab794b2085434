/** The four wizards: questions, order, answer types and required flags as the reference documents them. */
import { choice, text, yesNo } from "../elicitation/questions.ts";
import type { WizardFlow } from "./flow.ts";

export const ISSUE_WIZARD: WizardFlow = {
  id: "interactive.issue_create",
  title: "Create an issue step by step",
  description:
    "Interactive issue creation: asks the user for the title, description, labels and confidentiality one question at a time, shows a summary and creates the issue only after the user confirms. Needs a client with elicitation; otherwise use issue.create with all fields in one call.",
  examples: [
    "walk me through creating an issue",
    "help me file a bug in acme/web, ask me the details one at a time",
    "I want to open a ticket in platform/api but guide me step by step",
    "create an issue interactively",
    "ask me for the title and description, then create the issue in ops/terraform",
    "can you prompt me for everything needed to report a bug in mobile/ios-app?",
    "start the issue wizard for data/etl-jobs",
    "let's open a new issue together; I'm not sure which labels to use",
    "interactive new issue in acme/cli, confirm with me before creating it",
    "guided bug report for project 2201",
    "step-by-step issue creation, ask whether it should be confidential",
    "help me wirte up an issue for acme/billing, one question at a time",
    "walk me through filing an issue (a ticket, not a project)",
    "guide me one question at a time to report a bug in acme/portal",
    "I want to create an issue but ask me the title, description and labels first",
    "walk me through a new bug report in kestrel/api: ask me the title first, then the description",
    "guided ticket creation for granite/ledger, prompt me for labels and whether it's confidential",
    "help me open an issue (not a merge request) in corvid/cli interactively",
  ],
  fallback: "issue.create",
  noun: "Issue",
  takesProject: true,
  confirm: "Create the issue?",
  steps: [
    { label: "Title", question: text("title", "Enter the issue title", true) },
    { label: "Description", question: text("description", "Enter the issue description (Markdown, optional)", false) },
    { label: "Labels", question: text("labels", "Enter labels, comma-separated (optional)", false) },
    { label: "Confidential", question: yesNo("confidential", "Should the issue be confidential?", false) },
  ],
};

export const MR_WIZARD: WizardFlow = {
  id: "interactive.mr_create",
  title: "Create a merge request step by step",
  description:
    "Interactive merge request creation: asks for the source and target branches, title, description, labels, and whether to delete the source branch and squash on merge, shows a summary and creates it only after the user confirms. Needs a client with elicitation; otherwise use merge_request.create.",
  examples: [
    "walk me through opening a merge request",
    "help me create an MR in acme/web step by step",
    "ask me for the source and target branch, then open the merge request",
    "guide me through a new pull request in platform/api",
    "interactive merge request creation for ops/terraform",
    "I want to open an MR but I don't remember all the options, prompt me",
    "start the merge request wizard for mobile/ios-app",
    "create a merge request interactively and confirm before submitting",
    "step-by-step MR: ask about squash and deleting the source branch",
    "let's open a PR together in data/etl-jobs, ask me one question at a time",
    "guided merge reqeust for acme/cli",
    "help me open a new merge request from feature/login into main, ask me the details",
    "walk me through creating a PR for my branch in acme/portal",
    "guide me step by step through opening an MR, source branch first",
    "walk me through opening a merge request from my branch fix/timeout into main in kestrel/api",
    "interactive PR creation for granite/ledger: ask me source branch, target branch, title, squash",
    "guide me through creating an MR for my feature branch in corvid/cli, one question at a time",
    "I don't know the merge request options, ask me one by one, source branch first",
  ],
  fallback: "merge_request.create",
  noun: "Merge request",
  takesProject: true,
  confirm: "Create the merge request?",
  steps: [
    { label: "Source branch", question: text("source_branch", "Enter the source branch", true) },
    { label: "Target branch", question: text("target_branch", "Enter the target branch", true) },
    { label: "Title", question: text("title", "Enter the merge request title", true) },
    {
      label: "Description",
      question: text("description", "Enter the merge request description (Markdown, optional)", false),
    },
    { label: "Labels", question: text("labels", "Enter labels, comma-separated (optional)", false) },
    {
      label: "Delete source branch",
      question: yesNo("remove_source_branch", "Delete the source branch after merge?", false),
    },
    { label: "Squash", question: yesNo("squash", "Squash commits when merging?", false) },
  ],
};

export const RELEASE_WIZARD: WizardFlow = {
  id: "interactive.release_create",
  title: "Create a release step by step",
  description:
    "Interactive release creation: asks for the tag name (the tag must already exist), the release name and the release notes, shows a summary and creates the release only after the user confirms. Needs a client with elicitation; otherwise use release.create.",
  examples: [
    "walk me through creating a release",
    "help me publish a release for tag v2.1.0 in acme/web step by step",
    "ask me for the tag, name and release notes, then create the release",
    "interactive release creation for platform/api",
    "guide me through cutting a GitHub-style release in ops/terraform",
    "start the release wizard for mobile/ios-app",
    "I want to write release notes for v3.0.0 with you, prompt me for each field",
    "create a release interactively and confirm before publishing",
    "step-by-step release from an existing tag in data/etl-jobs",
    "let's do the release for acme/cli together, one question at a time",
    "guided relase creation for project 2201",
    "walk me through publishing a release, ask me for the tag and notes one by one",
    "guide me through a new release for v2.4.0 in acme/portal, I'll answer your questions",
    "help me write a release interactivly: tag, title, changelog",
    "walk me through publishing a release for the existing tag v5.0.0 in kestrel/api",
    "interactive release for granite/ledger: ask me for the tag and the release notes",
    "guide me through cutting a release (tag already pushed) in corvid/cli, one question at a time",
    "help me release v1.2.0 step by step, prompt me for the release name and changelog",
  ],
  fallback: "release.create",
  noun: "Release",
  takesProject: true,
  confirm: "Create the release?",
  steps: [
    { label: "Tag", question: text("tag_name", "Enter the tag name (the tag must already exist)", true) },
    {
      label: "Name",
      question: text("name", "Enter the release name (leave empty to let GitLab use the tag name)", true, true),
      keepEmpty: true,
    },
    {
      label: "Description",
      question: text("description", "Enter the release description, the release notes (optional)", false),
    },
  ],
};

export const PROJECT_WIZARD: WizardFlow = {
  id: "interactive.project_create",
  title: "Create a project step by step",
  description:
    "Interactive project creation: asks for the name, description, visibility, whether to initialize a README and the default branch, shows a summary and creates the project only after the user confirms. Needs a client with elicitation; otherwise use project.create.",
  examples: [
    "walk me through creating a project",
    "help me set up a new repo step by step",
    "ask me the name, visibility and default branch, then create the project",
    "interactive project creation",
    "guide me through making a new GitLab project",
    "start the new project wizard",
    "I want a new repository but prompt me for the settings one at a time",
    "create a project interactively and confirm with me before creating it",
    "let's set up a new project together, ask whether to add a README",
    "step-by-step new repo, I'm not sure about visibility yet",
    "guided projcet setup please",
    "walk me through setting up a new GitLab project (a repository)",
    "help me create a new repo, ask me for its name, path and visibility",
    "step by step: make a new porject for the payments team",
    "walk me through creating a new repository called kestrel-api, ask me about visibility and a README",
    "guided new project setup: prompt me for name, description, visibility and default branch",
    "help me create a GitLab project interactively and confirm before creating it",
    "new repo wizard please, I'm not sure if it should be private or internal",
  ],
  fallback: "project.create",
  noun: "Project",
  takesProject: false,
  confirm: "Create the project?",
  steps: [
    { label: "Name", question: text("name", "Enter the project name", true) },
    { label: "Description", question: text("description", "Enter the project description (optional)", false) },
    {
      label: "Visibility",
      question: choice("visibility", "Choose the visibility: private, internal or public", [
        "private",
        "internal",
        "public",
      ], true),
    },
    { label: "README", question: yesNo("initialize_with_readme", "Initialize the repository with a README?", false) },
    {
      label: "Default branch",
      question: text("default_branch", "Enter the default branch (leave empty for GitLab's default)", false),
    },
  ],
};

export const WIZARDS = [ISSUE_WIZARD, MR_WIZARD, RELEASE_WIZARD, PROJECT_WIZARD];
