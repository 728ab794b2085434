/** User status: availability, emoji and message (GitLab Users API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";

const STATUS_SUMMARY = ["emoji", "availability", "message", "clear_status_at"];

export const statusActions = [
  defineAction({
    id: "user.get_status",
    title: "Get user status",
    description: "Get a user's status: emoji, message, availability (busy or not) and when it clears.",
    method: "GET",
    path: "/users/{id_or_username}/status",
    params: () =>
      z.object({
        id_or_username: z.union([z.string().min(1), z.number().int().positive()]).describe(
          'User ID or username, e.g. 42 or "john_smith".',
        ),
      }),
    aliases: ["availability", "busy", "out of office"],
    examples: [
      "is @lena busy right now?",
      "what's jsmith's GitLab status?",
      "check if user 42 is out of office",
      "show Maria's status message",
      "whats the staus of @tomas.novak?",
      "is the reviewer priya available or marked busy?",
      "get the status emoji and message for user 1337",
      "when does dana.k's status clear?",
      "what does my own status say right now?",
      "is @sam on vacation? check his GitLab status",
      "what's @lucia's status message right now?",
      "show kenji's GitLab status emoji, don't change anything",
      "is user 6120 marked as busy?",
      "read my current status",
      "get the GitLab status of jsmith",
      "show my current status message",
      "get user 42's status: busy or available?",
      "what's the status of @priya right now?",
      "is @wei.chen available or busy today? check their status",
      "what status emoji does user 7788 have?",
    ],
    summary: STATUS_SUMMARY,
  }),
  defineAction({
    id: "user.set_status",
    title: "Set my status",
    description:
      "Set your own user status. Replaces the whole status: any field not sent is cleared, so send everything you want to keep. Send nothing to clear it.",
    method: "PUT",
    path: "/user/status",
    params: () =>
      z.object({
        emoji: z.string().optional().describe('Emoji name without colons, e.g. "coffee" (default speech_balloon).'),
        message: z.string().max(100).optional().describe(
          "Status message, at most 100 characters; may contain :emoji:.",
        ),
        availability: z.enum(["not_set", "busy"]).optional().describe("busy marks you as busy; not_set clears it."),
        clear_status_after: z.enum(["30_minutes", "3_hours", "8_hours", "1_day", "3_days", "7_days", "30_days"])
          .optional().describe("Clear the status automatically after this interval."),
      }),
    aliases: ["set availability", "out of office", "busy"],
    examples: [
      "set my status to busy",
      "set my GitLab status to 'On vacation until Monday' with a palm tree",
      "mark me as out of office for 3 days",
      "clear my status",
      "set my stauts to 'in a meeting' for 30 minutes",
      "put a coffee emoji on my status: 'back in 15'",
      "change my status message to 'Focus time, async only' and clear it after 8 hours",
      "I'm sick today, set my status to busy with a thermometer emoji for 1 day",
      "remove the busy flag from my status",
      "update my availability to not busy",
      "set my status message to 'Focus time, async only', clear after 8 hours",
      "set my status to out of office for 3 days",
      "clear my status message and emoji",
      "set status emoji :coffee: with message 'back in 15'",
      "update my status: on vacation until Monday, busy",
      "set myself as busy on GitLab",
      "change my status to 'in a meeting'",
      "set my status: 'OOO until 2027-01-05' with the palm_tree emoji, busy",
      "mark me busy for 3 hours, message 'deploying'",
      "reset my status to nothing",
    ],
    summary: STATUS_SUMMARY,
  }),
];
