/** The back office's shop settings and storefront content (decision 023): identity, stores, promos, home sections. */
import {
  adminHomeResponse,
  adminPromo,
  adminStore,
  homeListForm,
  homeSectionForm,
  newStoreForm,
  promoForm,
  promoIdParams,
  promoListResponse,
  shopSettingsForm,
  shopSettingsResponse,
  storeForm,
  storeIdParams,
  storeListResponse,
} from '../shop.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Back office');

export const getShopSettings = endpoint({
  method: 'GET',
  path: '/api/admin/settings/shop',
  access: 'manager',
  summary: "The shop's identity: what the back office set, the SHOP_* defaults, and what receipts and /config.json use now.",
  responses: { 200: shopSettingsResponse },
});

export const updateShopSettings = endpoint({
  method: 'PUT',
  path: '/api/admin/settings/shop',
  access: 'admin',
  summary: "Sets the shop's name, address, NPWP, phone and e-mail; an empty field falls back to its SHOP_* variable. Audited; receipts and /config.json show it at once (other server processes within 5 s).",
  description: 'The NPWP is stored normalised: 15 digits as 99.999.999.9-999.999, 16 digits (NIK-based) as 9999.9999.9999.9999.',
  body: shopSettingsForm,
  responses: { 200: shopSettingsResponse },
});

export const listStores = endpoint({
  method: 'GET',
  path: '/api/admin/stores',
  access: 'manager',
  summary: 'Every POS store in the order the tills list them, with its number of POS orders.',
  responses: { 200: storeListResponse },
});

export const createStore = endpoint({
  method: 'POST',
  path: '/api/admin/stores',
  access: 'admin',
  summary: "Adds a POS store (last in its brand's store list); its ID cannot change later. Audited.",
  body: newStoreForm,
  responses: { 201: adminStore },
  errors: { 409: 'The store ID is taken.' },
});

export const updateStore = endpoint({
  method: 'PUT',
  path: '/api/admin/stores/:storeId',
  access: 'admin',
  summary: "Renames a store or moves it to the other brand's till; the ID stays (orders, shifts and Z reports keep it). Audited.",
  params: storeIdParams,
  body: storeForm,
  responses: { 200: adminStore },
  errors: { 404: 'No such store.' },
});

export const listPromos = endpoint({
  method: 'GET',
  path: '/api/admin/promos',
  access: 'manager',
  summary: 'Every promo by id, active or not.',
  responses: { 200: promoListResponse },
});

export const getPromo = endpoint({
  method: 'GET',
  path: '/api/admin/promos/:id',
  access: 'manager',
  summary: 'One promo, active or not.',
  params: promoIdParams,
  responses: { 200: adminPromo },
  errors: { 404: 'No such promo.' },
});

export const createPromo = endpoint({
  method: 'POST',
  path: '/api/admin/promos',
  access: 'admin',
  summary: 'Adds a promo (the next id); audited. The storefront shows it at once when active.',
  body: promoForm,
  responses: { 201: adminPromo },
});

export const updatePromo = endpoint({
  method: 'PUT',
  path: '/api/admin/promos/:id',
  access: 'admin',
  summary: 'Changes every field of a promo; inactive takes it off the storefront (its link then falls back as an unknown id does). Audited.',
  params: promoIdParams,
  body: promoForm,
  responses: { 200: adminPromo },
  errors: { 404: 'No such promo.' },
});

export const getHomeContent = endpoint({
  method: 'GET',
  path: '/api/admin/home',
  access: 'manager',
  summary: "The home page's sections and product lists as stored, inactive products included.",
  responses: { 200: adminHomeResponse },
});

export const updateHomeSection = endpoint({
  method: 'PUT',
  path: '/api/admin/home/sections',
  access: 'admin',
  summary: "Replaces one home section's items, in order (slides, categories, Top Categories, Huge Discounts, New Arrivals, brands, banners). Audited.",
  body: homeSectionForm,
  responses: { 200: adminHomeResponse },
});

export const updateHomeList = endpoint({
  method: 'PUT',
  path: '/api/admin/home/lists',
  access: 'admin',
  summary: 'Sets the products of Flash Deals or the shop section, in order. Audited.',
  body: homeListForm,
  responses: { 200: adminHomeResponse },
  errors: { 400: 'A product ID that does not exist.' },
});
