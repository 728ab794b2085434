/** The files of one package (Packages API): each upload with its size and checksums. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId, projectId } from "../fields.ts";
import { packageId } from "./fields.ts";

export const packageFileActions = [
  defineAction({
    id: "package.file_list",
    title: "List package files",
    description:
      "List the files of one package (jar, pom, tgz, whl, nupkg…) with their size, checksums and the pipeline that uploaded them.",
    method: "GET",
    path: "/projects/{project_id}/packages/{package_id}/package_files",
    kind: "list",
    params: () => z.object({ project_id: projectId, package_id: packageId }),
    summary: ["id", "file_name", "size", "file_sha256", "created_at"],
    aliases: ["package files", "package contents", "checksums of a package"],
    examples: [
      "list the files of package 4 in platform/billing-core",
      "which files are in package 12 of acme/web-sdk?",
      "show the jar and pom files of maven package 31 in data/ml-utils",
      "sha256 checksums of the files in package 8 in frontend/design-system",
      "how big are the files of package 57 in shop/orders?",
      "what did package 19 in kite/mobile upload? list its files",
      "list package files for package 3 of nova/platform",
      "show the wheel files of pypi package 44 in heron/mailer",
      "files in pkg 90 corvid/cli",
      "which file ids does package 6 in orbit/android have? I want to delete one",
      "md5 of every file in package 71 of release/binaries",
      "list the uploaded files of the generic package 15 in granite/ledger",
      "contents of package 23 in ridge/tf-modules",
      "show the .nupkg files in package 2 of project 4410",
    ],
  }),
  defineAction({
    id: "package.file_delete",
    title: "Delete package file",
    description:
      "Delete one file of a package, keeping the package. Cannot be undone, and can leave the package unusable for its package manager; package.delete removes the whole package. Needs Maintainer.",
    method: "DELETE",
    path: "/projects/{project_id}/packages/{package_id}/package_files/{package_file_id}",
    params: () =>
      z.object({
        project_id: projectId,
        package_id: packageId,
        package_file_id: intId("Package file ID, as listed by package.file_list."),
      }),
    destructive: true,
    aliases: ["remove package file", "delete one file of a package"],
    examples: [
      "delete file 25 of package 4 in platform/billing-core",
      "remove the bad jar (file 26) from package 12 in acme/web-sdk",
      "drop package file 27 from package 31 in data/ml-utils, keep the package",
      "delete just the corrupted tgz file 40 in package 8 of frontend/design-system",
      "remove file 61 from package 57 in shop/orders",
      "get rid of the duplicate upload, package file 88 in package 19, kite/mobile",
      "delete only one file, 13, from package 3 in nova/platform",
      "rm package file 7 pkg 90 corvid/cli",
      "remove the wrong wheel file 52 from pypi package 44 in heron/mailer",
      "delete package file 110 (not the whole package 6) in orbit/android",
      "clean up file 5 of generic package 15 in granite/ledger",
      "delete file id 33 in package 23 of ridge/tf-modules",
    ],
  }),
];
