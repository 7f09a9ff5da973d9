/** The terms' eight sections (storefront.md §2), in order. */
export const TERMS_SECTIONS: { title: string; paragraphs: string[] }[] = [
  {
    title: 'Introduction',
    paragraphs: [
      'These Terms and Conditions govern your use of the Lumbung website and apps and every purchase you make through them. By browsing the site or placing an order you accept these terms in full.',
      'If you do not agree with any part of these terms, please do not use the site. Minors must use the site under the supervision of a parent or guardian.',
    ],
  },
  {
    title: 'Intellectual Property Rights',
    paragraphs: [
      'Other than the content you own, Lumbung and its licensors own all intellectual property rights and materials on this site, including text, images, logos and software.',
      'You are granted a limited licence only to view the material on this site for personal, non-commercial shopping purposes.',
    ],
  },
  {
    title: 'Restrictions',
    paragraphs: [
      'You may not republish, sell, rent or sub-license material from the site; use the site in any way that damages it or impairs its availability; use it unlawfully or fraudulently; or run automated data collection against it without our written consent.',
      'Certain areas of the site are restricted to signed-in customers. Keep your password confidential: you are responsible for every activity under your account.',
    ],
  },
  {
    title: 'Your Content',
    paragraphs: [
      'Your content means any text, images or other material you submit to the site, such as reviews or help-center messages. By submitting it you grant Lumbung a non-exclusive, royalty-free licence to use it to operate and improve our services.',
      'Your content must be your own and must not infringe any third party’s rights. We may remove any of your content at any time without notice.',
    ],
  },
  {
    title: 'No warranties',
    paragraphs: [
      'The site is provided “as is”. We work hard to keep product descriptions, prices and stock levels accurate, but we do not warrant that every detail is complete or error-free.',
      'Products come with the manufacturer’s warranty stated on their page (12 or 24 months). Nothing in these terms limits your rights as a consumer under applicable law.',
    ],
  },
  {
    title: 'Limitation of liability',
    paragraphs: [
      'Lumbung, its directors and employees are not liable for any indirect, consequential or special loss arising from your use of the site. Our total liability for any order is limited to the amount you paid for it.',
    ],
  },
  {
    title: 'Variation of Terms',
    paragraphs: [
      'We may revise these terms at any time. The version published on the site when you place an order applies to that order; please review the terms regularly.',
    ],
  },
  {
    title: 'Governing Law and Jurisdiction',
    paragraphs: [
      'These terms are governed by the laws of the Republic of Indonesia. Any dispute is submitted to the non-exclusive jurisdiction of the courts of South Jakarta.',
    ],
  },
];
