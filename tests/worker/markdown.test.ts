import { describe, expect, it } from "vitest";
import { markdownAsPlainText, renderMarkdown } from "~/platform/markdown.server";

describe("renderMarkdown", () => {
  it("keeps site paths relative for pages and makes them absolute for mail, links and images alike", () => {
    const source = "[Services](/services) ![Team](/images/team.webp) [Paper](https://arxiv.org/abs/1)";
    const page = renderMarkdown(source);
    expect(page.html).toContain('href="/services"');
    expect(page.html).toContain('src="/images/team.webp"');
    const mail = renderMarkdown(source, "https://adrig.co.in");
    expect(mail.html).toContain('href="https://adrig.co.in/services"');
    expect(mail.html).toContain('src="https://adrig.co.in/images/team.webp"');
    expect(mail.html).toContain('href="https://arxiv.org/abs/1" rel="noopener noreferrer"');
    expect(mail.internalLinks).toEqual(["/services"]);
    expect(mail.externalLinks).toEqual(["https://arxiv.org/abs/1"]);
    expect(mail.otherLinks).toEqual([]);
  });

  it("reports every link or image that is neither http(s) nor a site path", () => {
    const { otherLinks } = renderMarkdown(
      "[a](mailto:x@example.com) [b](ftp://example.com) ![c](data:image/png;base64,AAAA) [d](//evil.example/x) [e](relative/page)",
    );
    expect(otherLinks).toEqual([
      "mailto:x@example.com",
      "ftp://example.com",
      "data:image/png;base64,AAAA",
      "//evil.example/x",
      "relative/page",
    ]);
  });

  it("never renders raw HTML or script links", () => {
    const { html } = renderMarkdown('<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror="y">');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain('href="javascript:');
  });
});

describe("markdownAsPlainText", () => {
  it("is the Markdown, with the site paths of inline and reference links made absolute", () => {
    const text = markdownAsPlainText(
      "## Title\n\nSee [services](/services), [ext](https://x.example/a) and [cdn](//cdn.example/x).\n\n[ref]: /blog/post",
      "https://adrig.co.in/",
    );
    expect(text).toBe(
      "## Title\n\nSee [services](https://adrig.co.in/services), [ext](https://x.example/a) and [cdn](//cdn.example/x).\n\n[ref]: https://adrig.co.in/blog/post",
    );
  });
});
