/** Answers completion/complete on one server instance. (Filled in by the completions work.) */
import type { McpServer } from "@modelcontextprotocol/server";
import type { Unit } from "../server/unit.ts";

export function registerCompletions(_server: McpServer, _unit: Unit): void {}
