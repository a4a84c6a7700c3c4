// Copy for /About_us.

export interface About {
  heading: string;
  intro: string[];
  mission: string;
  values: { title: string; text: string }[];
  story: string[];
  team: { name: string; role: string }[];
}

export const about: About = {
  heading: "About Vetan",
  intro: [
    "Vetan is a cloud platform for HR, payroll and workforce management, built in Bengaluru for businesses across India. It brings employee records, attendance, leave, expenses, payroll, tasks and projects into one system, so that HR, finance and managers work from the same information.",
    "Our customers range from family-run manufacturers and clinics to software and services firms. What they have in common is a small HR team responsible for a lot of people, and a need to get pay and compliance right every month.",
  ],
  mission:
    "To give every Indian business, whatever its size, payroll and HR processes it can rely on: accurate salaries, statutory compliance that keeps up with the law, and employees who can find their own answers.",
  values: [
    {
      title: "Accuracy first",
      text: "A salary is someone's rent, school fees and savings. We test every calculation, show our working, and ask for approval before money moves.",
    },
    {
      title: "Plain language",
      text: "We explain deductions, policies and product changes in words an employee or a business owner can follow, without jargon.",
    },
    {
      title: "Care with data",
      text: "Employee data belongs to our customers and their people. We collect what is needed, protect it, and process it only on our customers' instructions.",
    },
    {
      title: "Keeping pace with the law",
      text: "Labour, social security and tax rules change often. We track those changes and update the platform so our customers do not have to rework their processes alone.",
    },
  ],
  story: [
    "Vetan means salary in Hindi, and the product began with salaries. Its founders had watched HR teams at growing companies spend the last week of every month reconciling attendance registers, leave records and spreadsheets before payroll could even start.",
    "The first version of Vetan connected those records, so that approved attendance and leave flowed straight into payroll with PF, ESI, professional tax and TDS calculated alongside. Customers then asked for expenses, tasks, projects and workspaces to sit on the same data, and the platform grew to more than 40 modules.",
    "Today Vetan Technologies Private Limited serves more than 200 businesses from its office in Bengaluru. We still build the product the same way: by sitting with HR and finance teams, understanding how their month actually runs, and making that month simpler.",
  ],
  // Placeholder names: replace with the real leadership team before publishing.
  team: [
    { name: "Rohan Deshpande", role: "Co-founder and Chief Executive Officer" },
    { name: "Ananya Krishnan", role: "Co-founder and Chief Technology Officer" },
    { name: "Farhan Qureshi", role: "Head of Payroll Compliance" },
    { name: "Priya Nair", role: "Head of Customer Success" },
    { name: "Sandeep Gill", role: "Head of Product" },
  ],
};
