/** The storefront's content endpoints (storefront.md §2): the home page's sections, Flash Deals and promos. */
import { productListResponse } from '../api/catalog.ts';
import { homeContentResponse, promoDetailResponse, promoIdParams, promoListResponse } from '../api/content.ts';
import { declareEndpoints } from '../../platform/endpoint.ts';

const endpoint = declareEndpoints('Storefront');

export const getHomeContent = endpoint({
  method: 'GET',
  path: '/api/storefront/home',
  access: 'anonymous',
  summary: 'Every home section in one answer; card prices come from the catalogue rows.',
  responses: { 200: homeContentResponse },
});

export const listFlashDeals = endpoint({
  method: 'GET',
  path: '/api/storefront/flash-deals',
  access: 'anonymous',
  summary: 'The Flash Deals products.',
  responses: { 200: productListResponse },
});

export const listPromos = endpoint({
  method: 'GET',
  path: '/api/promos',
  access: 'anonymous',
  summary: 'The promos.',
  responses: { 200: promoListResponse },
});

export const getPromo = endpoint({
  method: 'GET',
  path: '/api/promos/:id',
  access: 'anonymous',
  summary: 'One promo with two others; an unknown id falls back to promo 1 (storefront.md §2).',
  params: promoIdParams,
  responses: { 200: promoDetailResponse },
});
