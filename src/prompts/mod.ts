/** Registers the visible prompts on one server instance. (Filled in by the prompts work.) */
import type { McpServer } from "@modelcontextprotocol/server";
import type { Unit } from "../server/unit.ts";

export function registerPrompts(_server: McpServer, _unit: Unit): void {}
