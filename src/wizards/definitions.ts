/** The four wizards: questions, order, answer types and required flags as the reference documents them. */
import { choice, text, yesNo } from "../elicitation/questions.ts";
import type { WizardFlow } from "./flow.ts";

export const ISSUE_WIZARD: WizardFlow = {
  id: "interactive.issue_create",
  title: "Create an issue step by step",
  description:
    "Interactive issue creation: asks the user for the title, description, labels and confidentiality one question at a time, shows a summary and creates the issue only after the user confirms. Needs a client with elicitation; otherwise use issue.create with all fields in one call.",
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
