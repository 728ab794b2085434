/** Registers resources and resource templates on one server instance. (Filled in by the resources work.) */
import type { McpServer } from "@modelcontextprotocol/server";
import type { Unit } from "../server/unit.ts";

export function registerResources(_server: McpServer, _unit: Unit): void {}
