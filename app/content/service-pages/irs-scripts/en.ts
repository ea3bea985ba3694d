import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

const rep = representation.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "IRS Scripts for Self-Representation",
  subheading: "Call the IRS yourself, prepared",
  description:
    "Not every IRS problem needs a representative. For a simple balance-due notice, a payment plan request or a penalty relief request, NAIS writes you a script for the call in English or Spanish, built around your notice, with a list of what to have on hand and clear signs that it is time to hang up and let a professional take over.",
  metaDescription:
    "Calling the IRS yourself? Scripts for balance-due notices, payment plans and penalty relief in English or Spanish, and when to stop and get a representative.",
  features: [
    {
      title: "Scripts built around your notice",
      description:
        "We read your CP14, CP501, CP503 or other notice and write the call around it: which number to dial, what the notice is asking for, and the first thing to say once an agent answers.",
    },
    {
      title: "Payment plan request script",
      description:
        "Step-by-step wording to ask for an installment agreement by phone, with the monthly amount you have already decided you can afford and what to answer if the agent asks for more.",
    },
    {
      title: "Penalty relief script",
      description:
        "The words to request first-time penalty abatement or reasonable-cause relief, the facts worth mentioning, and the follow-up questions the agent is likely to ask you.",
    },
    {
      title: "Call preparation checklist",
      description:
        "What to have in front of you: the notice, the return for that year, your SSN or ITIN, the prior year's return for identity checks, and paper to write down the agent's name and ID number.",
    },
    {
      title: "Calls in Spanish",
      description:
        "The IRS offers phone service in Spanish and interpreters for many other languages. We write your script in the language you will use on the call and show you how to ask for it.",
    },
    {
      title: "Clear stop signs",
      description:
        "Each script marks the moments to end the call politely and call us instead: a levy notice, questions about your business records, a revenue officer, or a request for a full financial statement.",
    },
  ],
  clients: [
    {
      type: "First-time notice recipients",
      description:
        "People holding their first balance-due letter from the IRS who would like to handle it themselves but do not know what to say.",
    },
    {
      type: "Taxpayers with a manageable balance",
      description:
        "Individuals who can pay off what they owe in a reasonable time and mainly need to set up a plan without paying for full representation.",
    },
    {
      type: "People with a one-time penalty",
      description:
        "Taxpayers with a good record who were charged a penalty after a single late return or late payment and want to ask for it to be removed.",
    },
    {
      type: "Spanish speakers calling the IRS",
      description:
        "Clients who want to call in Spanish with the right terms written out in front of them, so nothing gets lost between languages.",
    },
    {
      type: "Do-it-yourself filers",
      description:
        "People who prepare their own returns and want to resolve a simple notice the same way, with a professional checking their plan first.",
    },
    {
      type: "Small business owners on a budget",
      description:
        "Owners with a straightforward question about a business notice or a payment that was not credited, before deciding whether they need more help.",
    },
  ],
  process: [
    {
      title: "Send us your notice",
      description:
        "Upload the notice through our secure client portal or bring it to the office, and tell us what you want the call to accomplish.",
    },
    {
      title: "Notice review",
      description:
        "We confirm what the notice says, check its response date, and tell you honestly whether the issue is one you can handle on your own.",
    },
    {
      title: "Your written script",
      description:
        "We write a script for your case: opening lines, answers to likely questions, the request you will make, and what to say if the agent says no.",
    },
    {
      title: "Practice session",
      description:
        "We rehearse the script with you, with one of us playing the IRS agent, until the wording and the numbers feel natural to you.",
    },
    {
      title: "You make the call",
      description:
        "You call the IRS yourself, take notes, and record the agent's name, ID number, the date and anything the agent says will be mailed to you.",
    },
    {
      title: "Debrief and follow-up",
      description: `We go over what was agreed and watch for the confirmation letter; if the call went off track, ${rep.named}, can take over with a power of attorney.`,
    },
  ],
  faqs: [
    {
      question: "Which IRS notices can I usually handle with a script?",
      answer:
        "Balance-due notices such as CP14, CP501 and CP503, a payment plan request on a balance you can manage, and penalty relief after a first-time lapse are good candidates. Audits, levy notices and payroll tax problems are not; those call for a representative.",
    },
    {
      question: "What should I say first when the IRS answers?",
      answer:
        "Give your name, say you are calling about a notice you received, and read the notice number and date, printed in the top or bottom right corner. Let the agent verify your identity, then state your request in one sentence, for example that you would like to set up a payment plan. Write down the agent's name and ID number before going further.",
    },
    {
      question: "Can I ask for penalty relief over the phone?",
      answer:
        "Often, yes. If your penalty history is clean, you can ask the agent for first-time abatement of failure-to-file, failure-to-pay or failure-to-deposit penalties. If something beyond your control caused the problem, such as a serious illness or a disaster, ask for reasonable-cause relief and be ready to explain the facts. Interest generally is not removed, except the interest on penalties that are abated.",
    },
    {
      question: "How do I request a payment plan by phone?",
      answer: [
        "Decide on your monthly amount before calling, make sure all your returns are filed, and ask the agent for an installment agreement on the balance shown in your notice. Ask that the terms be confirmed in writing. If the agent asks for a full financial statement, that is a good moment to ",
        { text: "let us set up the plan", page: "service/irs-payment-plan" },
        " for you.",
      ],
    },
    {
      question: "When should I stop and get a representative?",
      answer: [
        "Stop if you receive a final notice of intent to levy, a revenue officer is assigned, the agent asks about your business records or unreported income, payroll taxes are involved, or you feel pressed to agree to an amount you cannot pay. You can always say you need to review your records and will call back. Our ",
        { text: "IRS audit representation", page: "service/irs-audit-representation" },
        " service takes over when questions turn into an examination, and for a levy notice see our ",
        { text: "levy help", page: "service/irs-levies" },
        ".",
      ],
    },
    {
      question: "What does a script cost, and can it turn into representation?",
      answer: `We quote a flat fee after the free consultation, once we have seen your notice. If the call does not go as planned or the case turns out to be more complex, ${rep.named}, can become your representative with Form 2848 and continue from where you left off.`,
    },
  ],
} satisfies ServicePageCopy;
