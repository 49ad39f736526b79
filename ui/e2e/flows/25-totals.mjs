// Issue 17: money columns get a total over the filter; pickers tell two people of one name apart.
import { expect, getJSON } from '../util.mjs';

const money = (text) => Number(text.replace(/[^\d.]/g, ''));

export const flows = [
  ['the invoice list sums its amounts over every page of the filter, and the sum follows a filter', async (page) => {
    const all = await getJSON(page, '/rest/invoice/list/totals');
    expect(all.data?.invoiceAmount > 0, `the demo has invoices with amounts: ${JSON.stringify(all)}`);
    await page.goto(page.url().replace(/#.*/, '#invoice/list'));
    const foot = page.getByTestId('list-totals');
    await foot.waitFor();
    await page.waitForFunction((want) => {
      const text = document.querySelector('[data-testid="list-totals"]')?.textContent ?? '';
      return Number(text.replace(/[^\d.]/g, '')) === want;
    }, all.data.invoiceAmount);
    expect(/Total, all pages|合计|合計/i.test(await foot.innerText()), 'the footer is labelled');
    // Filtered to one status, the footer sums that status alone (the server's own figure).
    const paid = await getJSON(page, `/rest/invoice/list/totals?gql=${encodeURIComponent('status=paid')}`);
    await page.goto(page.url().replace(/#.*/, `#invoice/list?gql=${encodeURIComponent('status=paid')}`));
    await page.waitForFunction((want) => {
      const text = document.querySelector('[data-testid="list-totals"]')?.textContent ?? '';
      return Number(text.replace(/[^\d.]/g, '')) === want;
    }, paid.data.invoiceAmount);
    expect(money(await foot.innerText()) < all.data.invoiceAmount, 'the filtered sum is smaller than the whole');
  }],

  ['a picker shows company, title, city and a masked phone under each name', async (page) => {
    await page.goto(page.url().replace(/#.*/, '#jobsubmission/add'));
    const picker = page.locator('#root_candidate');
    await picker.fill('王');
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    // Demo candidates carry a company, a title, a city and a mobile (records added by earlier
    // flows may have fewer): one of them shows the whole line.
    const texts = await options.allInnerTexts();
    expect(texts.some((t) => /\d{3}\*{4}\d{4}/.test(t) && t.split(' · ').length >= 3), `no line with a masked phone among: ${texts.join(' | ')}`);
  }],
];
