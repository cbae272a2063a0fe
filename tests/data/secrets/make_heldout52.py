# ruff: noqa: E501
"""Writes heldout52_credentials.yaml and heldout52_lookalikes.yaml: held-out batch 52.

Persona: an online seller in Istanbul who runs a small home-textiles shop (towels, bed linen,
curtains) on several marketplaces (Trendyol, Hepsiburada, n11, Amazon.com.tr, Etsy) and on
an own Shopify store, and keeps working notes in Turkish (about 60 %) and English. The
credentials are what such a seller jots down: marketplace seller API keys and secrets, an
Amazon SP-API refresh token, iyzico/PayTR merchant keys and salts, virtual POS keys, a
Shopify admin token, cargo companies' integration passwords, e-Devlet and GİB portal logins,
internet-banking logins and SMS one-time codes, the accountant's portal, Instagram and
WhatsApp Business logins, Wi-Fi and the warehouse alarm code. The look-alikes are the
numbers such a seller handles all day: order and tracking numbers, barcodes, stock codes,
tax and registry numbers, IBANs given to customers, invoice numbers and ETTNs, campaign
codes, listing and Shopify ids, colour codes, and notes that only refer to a secret.

This batch was written blind: without reading the detector, its rules or its tests. Every
value is drawn at run time from the `secrets` module in the real format's shape; hosts are
under `.example`, `.internal`, `.test` or named acme; nothing is real. Run
`python make_heldout52.py` in this folder to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    basic,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    pem,
    pick,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

BANKS = {"Ziraat": "00010", "Vakıfbank": "00015", "Akbank": "00046", "Garanti BBVA": "00062", "İş Bankası": "00064", "Yapı Kredi": "00067"}


def tckn() -> str:
    """A T.C. kimlik numarası with valid check digits."""
    d = [secrets.randbelow(9) + 1] + [secrets.randbelow(10) for _ in range(8)]
    d.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def vkn() -> str:
    """A 10-digit vergi kimlik numarası with a valid check digit."""
    d = [secrets.randbelow(10) for _ in range(9)]
    total = 0
    for i, c in enumerate(d):
        tmp = (c + 9 - i) % 10
        x = (tmp * 2 ** (9 - i)) % 9
        if tmp and not x:
            x = 9
        total += x
    return "".join(map(str, d)) + str((10 - total % 10) % 10)


def gtin(body: str) -> str:
    """Any GTIN (8, 12, 13, 14) from its body: the mod-10 check digit appended."""
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def tr_iban(bank: str | None = None, spaced: bool = True) -> str:
    code = bank or pick(*BANKS.values())
    return iban("TR", code + "0" + digits(16), spaced)


def tr_pw() -> str:
    """A password a Turkish shop owner would choose."""
    word = pick("Pamuk", "Havlu", "Nevresim", "Kadife", "Lavanta", "Keten", "Bulut", "Zeytin", "Defne", "Marmara", "Kadikoy", "Bosfor", "Nakis", "Perde")
    return pick(
        f"{word}{pick('', '.', '_', '*')}{digits(pick(2, 4))}{pick('!', '?', '*', '#', '.')}",
        f"{word.lower()}{pick('34', '06', '35', '16')}{pick('Ev', 'Tks', 'Shop')}{digits(2)}{pick('!', '+', '')}",
        f"{pick('Acme', 'acme')}{pick('Tekstil', 'Ev', 'Home')}{digits(4)}{pick('!', '*', '$')}",
        rnd(ALNUM + "!*.?#", pick(10, 12, 14)),
        f"{word}{pick('Can', 'Elif', 'Ayse', 'Burak')}{pick('.', '_', '')}{digits(2)}",
    )


def otp(n: int = 6) -> str:
    return digits(n)


def fatura_no() -> str:
    """A GİB invoice number: 3-character series, year, 9-digit sequence."""
    return f"{pick('ACM', 'ATK', 'EAR', 'GIB', 'TKS')}{pick(2024, 2025)}{secrets.randbelow(10**6):09d}"


def card(prefix: str) -> str:
    return groups(luhn(prefix), 4)


def credentials() -> Rows:
    r = Rows()
    sid = digits(6, True)

    # --- marketplaces -------------------------------------------------------
    k, s = rnd(ALNUM, 20), rnd(ALNUM, 20)
    r.add(
        "trendyol_api",
        f"Trendyol entegrasyon bilgileri (Hesap Bilgilerim > Entegrasyon Bilgileri):\nSatıcı ID: {sid}\nAPI Key: {rnd(ALNUM, 20)}\nAPI Secret: {rnd(ALNUM, 20)}",
        f"Trendyol supplierId={sid} apiKey={rnd(ALNUM, 20)} apiSecret={rnd(ALNUM, 20)} — entegratör paneline bunları girdim, User-Agent: \"{sid} - SelfIntegration\"",
        f"curl -H 'Authorization: Basic {basic(k, s)}' -H 'User-Agent: {sid} - SelfIntegration' https://apigw.trendyol.example/integration/product/sellers/{sid}/products?page=0&size=50",
        f"New Trendyol keys (I reset the old ones on 12 March):\nkey    {rnd(ALNUM, 20)}\nsecret {rnd(ALNUM, 20)}",
    )
    r.add(
        "trendyol_panel",
        f"Trendyol satıcı paneli girişi: satis@acme-tekstil.example / {tr_pw()}",
        f"Seller panel login for Elif (she must not change it, the phone verification goes to my number): elif@acme-tekstil.example, password {tr_pw()}",
        f"Trendyol partner hesabı (yedek yetkili Can): can@acme-tekstil.example\nşifre: {tr_pw()}",
    )
    r.add(
        "trendyol_webhook",
        f"Trendyol webhook kaydı:\nurl: https://hooks.acme-tekstil.example/trendyol/orders\nauthenticationType: BASIC_AUTHENTICATION\nusername: trendyol-hook\npassword: {rnd(ALNUM, 24)}",
        f"the X-Api-Key our webhook endpoint expects from Trendyol is {rnd(ALNUM, 32)}; same value in the registration call",
        f"Trendyol webhook Basic auth: {basic('trendyol', rnd(ALNUM, 20))} (header'ı loglarda gördüm, değiştirmek lazım)",
    )
    mid = uid()
    hbs = rnd(ALNUM, 32)
    r.add(
        "hepsiburada_api",
        f"Hepsiburada Merchant ID: {uid()}\nServis anahtarı (secret key): {rnd(ALNUM, 32)}",
        f"HB entegrasyon kullanıcısı acme_tekstil_dev / {rnd(ALNUM + '!*', 16)} — listing ve sipariş servisleri bununla çalışıyor, merchantId {uid()}",
        f"Hepsiburada API header: Authorization: Basic {basic(mid, hbs)}  (merchantId:servis anahtarı)",
    )
    r.add(
        "hepsiburada_panel",
        f"HB Merchant portal: magaza@acme-tekstil.example şifre {tr_pw()}",
        f"Hepsiburada panel password changed again, now {tr_pw()} (user magaza@acme-tekstil.example)",
        f"Hepsiburada satıcı paneli alt kullanıcı: depo@acme-tekstil.example / {tr_pw()}",
    )
    r.add(
        "amazon_sp_api",
        f"SP-API app (private developer)\nLWA client id: amzn1.application-oa2-client.{hexs(32)}\nclient secret: amzn1.oa2-cs.v1.{hexs(64)}\nrefresh token: Atzr|IwEBI{rnd(URLSAFE, 330)}",
        f"Amazon.com.tr SP-API refresh token (Seller Central'dan uygulamayı yetkilendirdim): Atzr|IwEBI{rnd(URLSAFE, 320)}",
        f"LWA_CLIENT_ID=amzn1.application-oa2-client.{hexs(32)}\nLWA_CLIENT_SECRET=amzn1.oa2-cs.v1.{hexs(64)}\nLWA_REFRESH_TOKEN=Atzr|IwEBI{rnd(URLSAFE, 325)}\nMARKETPLACE_ID=A33AVAJ2PDY3EV",
    )
    r.add(
        "amazon_seller_login",
        f"Seller Central: burak@acme-tekstil.example / {tr_pw()}\n2SV authenticator anahtarı: {groups(rnd(BASE32, 52), 4)}",
        "Amazon seller account backup codes (printed copy in the drawer too):\n" + recovery_codes(6, "alnum"),
        f"Amazon satıcı hesabı şifresi değişti → {tr_pw()}",
    )
    r.add(
        "n11_api",
        f"n11 mağaza API bilgileri\nappKey: {uid()}\nappSecret: {rnd(ALNUM, 16)}",
        f"<auth>\n  <appKey>{uid()}</appKey>\n  <appSecret>{rnd(ALNUM, 16)}</appSecret>\n</auth>\nn11 SOAP ProductService isteğinin başı böyle",
        f"n11 API key {uid()} with secret {rnd(ALNUM, 16)} — give these to the integrator, not the panel password",
    )
    r.add(
        "ciceksepeti_api",
        f"Çiçeksepeti satıcı API x-api-key: {rnd(ALNUM, 40)}",
        f"ciceksepeti integration: header x-api-key = {rnd(ALNUM, 40)} (production, seller {digits(6, True)})",
        f"ÇS entegrasyon anahtarı yenilendi: {rnd(ALNUM, 40)} — eski anahtarla stok güncellenmiyor",
    )
    r.add(
        "etsy_api",
        f"Etsy app: keystring {rnd(LOWER + DIGITS, 24)}, shared secret {rnd(LOWER + DIGITS, 10)}",
        f"Etsy OAuth refresh token for the shop (user {digits(9, True)}): {digits(9, True)}.{rnd(URLSAFE, 86)}",
        f"Etsy API anahtarı {rnd(LOWER + DIGITS, 24)} / paylaşılan gizli anahtar {rnd(LOWER + DIGITS, 10)} — peştemal senkronu için",
    )

    # --- payments ---------------------------------------------------------------
    r.add(
        "iyzico_keys",
        f"iyzico canlı ortam\nAPI Anahtarı: {rnd(ALNUM, 32)}\nGüvenlik Anahtarı: {rnd(ALNUM, 32)}",
        f"IYZICO_API_KEY={rnd(ALNUM, 32)}\nIYZICO_SECRET_KEY={rnd(ALNUM, 32)}\nIYZICO_BASE_URL=https://api.iyzipay.example",
        f"iyzico live keys for the Shopify checkout: api key {rnd(ALNUM, 32)} / secret key {rnd(ALNUM, 32)}",
        f"iyzico'dan gelen yeni secret key (eskisi iptal edildi): {rnd(ALNUM, 32)}",
    )
    r.add(
        "paytr_merchant",
        f"PayTR Mağaza Paneli > Bilgi\nMağaza No: {digits(6, True)}\nMağaza Parola (merchant_key): {rnd(ALNUM, 16)}\nMağaza Gizli Anahtar (merchant_salt): {rnd(ALNUM, 16)}",
        f"$merchant_id   = '{digits(6, True)}';\n$merchant_key  = '{rnd(ALNUM, 16)}';\n$merchant_salt = '{rnd(ALNUM, 16)}';\n// paytr iframe token, site/odeme.php",
        f"PayTR merchant key {rnd(ALNUM, 16)} and salt {rnd(ALNUM, 16)} for store {digits(6, True)}; the hash is base64(hmac_sha256(..., key))",
    )
    r.add(
        "virtual_pos",
        f"Garanti BBVA sanal POS\nTerminal ID: {digits(8, True)}\nÜye işyeri no: {digits(7, True)}\nPROVAUT şifresi: {rnd(ALNUM, 10)}\n3D Secure Store Key: {rnd(ALNUM, 24)}",
        f"Akbank virtual POS (Nestpay): clientId 1003{digits(5)}, API user ACMEAPI, API password {tr_pw()}, storekey {rnd(ALNUM, 20)}",
        f"Vakıf sanal POS: üye işyeri {digits(9, True)}, işyeri şifresi {rnd(ALNUM, 8)}",
    )
    r.add(
        "papara_business",
        f"Papara İşyeri API key: {rnd(ALNUM + '+/', 44)}=",
        f"Papara merchant API (live) ApiKey header value {rnd(ALNUM + '+/', 44)}= ; secret for the webhook signature {rnd(ALNUM, 32)}",
        f"Papara işyeri paneli: isyeri@acme-tekstil.example, şifre {tr_pw()}",
    )
    r.add(
        "credit_card",
        f"Şirket kartı (reklam ödemeleri): {card('5' + pick('1', '2', '4', '5'))}  SKT {card_expiry()}  CVV {digits(3)}",
        f"Card for Trendyol ads and Meta boosts: {card('4')} exp {card_expiry()} cvc {digits(3)}, name ACME EV TEKSTIL",
        f"Bonus business kart\nno: {card('5')}\nson kullanma: {card_expiry()}\ngüvenlik kodu: {digits(3)}\nşifre (PIN): {digits(4)}",
    )

    # --- shopify --------------------------------------------------------------------
    r.add(
        "shopify_admin_token",
        f"Shopify custom app 'stok-senkron' Admin API access token: shpat_{hexs(32)}",
        f"SHOPIFY_SHOP=acme-ev-tekstil.myshopify.com\nSHOPIFY_ADMIN_TOKEN=shpat_{hexs(32)}\nSHOPIFY_API_VERSION=2024-07",
        f"curl -H 'X-Shopify-Access-Token: shpat_{hexs(32)}' https://acme-ev-tekstil.myshopify.com/admin/api/2024-07/products.json?limit=250",
    )
    r.add(
        "shopify_app_secret",
        f"Shopify app 'kargo-etiket': API key {hexs(32)}, API secret key shpss_{hexs(32)}",
        f"Shopify webhook imzalama anahtarı (HMAC doğrulaması için): {hexs(64)}",
        f"eski private app şifresi shppa_{hexs(32)} hâlâ çalışıyor, kaldırmayı unutma",
    )

    # --- cargo ------------------------------------------------------------------------
    r.add(
        "yurtici_ws",
        f"Yurtiçi Kargo entegrasyon\nwsUserName: ACMETKS{digits(4)}\nwsPassword: {rnd(ALNUM, 10)}\nwsLanguage: TR",
        f"Yurtici cargo web service (createShipment): user YKACME{digits(5)}, password {rnd(UPPER + DIGITS, 8)}; for returns use the second account YKACMEIADE / {rnd(UPPER + DIGITS, 8)}",
        f"Yurtiçi gönderici kodu {digits(9, True)}, servis şifresi {rnd(ALNUM, 12)} — bölge müdürlüğü yeni verdi",
    )
    r.add(
        "aras_ws",
        f"Aras Kargo SetOrder servisi: UserName acmetekstil, Password {rnd(ALNUM, 10)}, müşteri kodu {digits(10, True)}",
        f"Aras integration for the label printer: username acme_entegrasyon, password {tr_pw()}, customer code {digits(10, True)}",
        f"Aras kargo GetQueryJSON: LoginInfo <UserName>acme_sorgu</UserName><Password>{rnd(ALNUM, 12)}</Password><CustomerCode>{digits(10, True)}</CustomerCode>",
    )
    r.add(
        "mng_api",
        f"MNG apizone\nx-ibm-client-id: {hexs(32)}\nx-ibm-client-secret: {rnd(ALNUM, 32)}\nmüşteri no: {digits(9, True)}\nşifre: {tr_pw()}",
        f"MNG token request body: {{\"customerNumber\": \"{digits(9, True)}\", \"password\": \"{rnd(ALNUM, 12)}\", \"identityType\": 1}}",
        f"MNG API client secret rotated: {rnd(ALNUM, 32)} (client id unchanged)",
    )
    r.add(
        "kargo_other",
        f"PTT Kargo entegrasyon: müşteri id {digits(9, True)}, kullanıcı acme, şifre {rnd(ALNUM, 10)}",
        f"Sürat Kargo web servis: kullanıcı adı ACME{digits(4)}, şifre {rnd(UPPER + DIGITS, 8)}",
        f"HepsiJet entegrasyon kullanıcısı acme_hj / {rnd(ALNUM, 12)}, firma kodu {digits(6, True)}",
    )

    # --- state portals ----------------------------------------------------------------------
    r.add(
        "edevlet",
        f"e-Devlet\nT.C.: {tckn()}\nşifre: {tr_pw()}",
        f"Annemin e-Devlet şifresi (SGK hizmet dökümü için): {tckn()} / {tr_pw()}",
        f"e-Devlet login for the company paperwork: TC {tckn()}, password {tr_pw()}",
    )
    r.add(
        "efatura_portal",
        f"e-Arşiv Portal (GİB)\nKullanıcı kodu: {digits(8, True)}\nŞifre: {digits(6)}",
        f"e-Fatura portal girişi → kullanıcı: {vkn()}  parola: {tr_pw()}",
        f"GİB e-Arşiv portal for cancelling invoices: user code {digits(8, True)}, password {digits(6)}",
    )
    r.add(
        "gib_ivd",
        f"İnteraktif Vergi Dairesi: kullanıcı kodu {digits(9, True)}, parola {digits(6)}, şifre {rnd(ALNUM, 8)}",
        f"Dijital Vergi Dairesi login: TCKN {tckn()} and password {tr_pw()} (KDV beyannamesi screen)",
        f"Hazır beyan / İVD şifresi yenilendi: kullanıcı {tckn()}, parola {digits(6)}, şifre {rnd(LOWER + DIGITS, 8)}",
    )
    r.add(
        "efatura_integrator",
        f"e-fatura özel entegratör web servisi: kullanıcı acme_ws_{digits(4)}, şifre {rnd(ALNUM + '!*', 14)}",
        f"e-invoice integrator REST API key (production): {rnd(ALNUM, 40)}; test one is different",
        f"e-Arşiv entegratör servisi (SOAP) Username=ACME{digits(5)} Password={rnd(ALNUM, 10)}",
    )
    r.add(
        "sgk_ebildirge",
        f"SGK e-Bildirge: kullanıcı adı {tckn()}, kullanıcı kodu 1, sistem şifresi {rnd(ALNUM, 8)}, işyeri şifresi {rnd(ALNUM, 8)}",
        f"SGK employer portal for Elif's insurance: user {tckn()}, system password {rnd(ALNUM, 8)}, workplace password {rnd(ALNUM, 8)}",
    )
    r.add(
        "kep_login",
        f"KEP hesabı acmetekstil@hs01.kep.example\nşifre: {tr_pw()}",
        f"KEP mailbox login acmetekstil@hs01.kep.example / {tr_pw()} (the SMS code goes to the office phone)",
        f"KEP şifrem değişti: {tr_pw()} — ihtarname için giriş yapılacak",
    )
    r.add(
        "eimza_pin",
        f"Mali mühür PIN: {digits(6)}   PUK: {digits(8)}",
        f"e-imza kartının PIN'i {digits(6)} (kart ofiste çekmecede)",
        f"e-signature token PIN {digits(6)}; three wrong tries locks it, then PUK {digits(8)}",
    )

    # --- banks and one-time codes -----------------------------------------------------------
    r.add(
        "bank_login",
        f"İş Bankası internet şubesi: müşteri no {digits(9, True)}, şifre {digits(6)}",
        f"Garanti BBVA: TCKN {tckn()} / şifre {digits(6)}",
        f"Business account (Akbank Direkt): customer no {digits(8, True)}, password {digits(6)}",
        f"Ziraat kurumsal: kullanıcı kodu ACME{digits(4)}, şifre {digits(6)}, kart PIN {digits(4)}",
    )
    r.add(
        "sms_otp",
        f"Elif'e ilet: Trendyol panel doğrulama kodu {otp()}, 3 dk geçerli",
        f"Bankadan gelen SMS, Burak'a yolladım: \"{digits(3)} {digits(3)} kodlu tek kullanımlık şifreniz ile işleminizi tamamlayabilirsiniz.\"",
        f"OTP for the e-Devlet login on the office PC: {otp()} (valid until 15:42)",
        f"Hepsiburada giriş kodu {otp()} — Ayşe Hanım telefonda bekliyor",
    )

    # --- accountant -------------------------------------------------------------------------
    r.add(
        "mali_musavir_portal",
        f"Mali müşavir Serkan Bey'in portalı (belge yükleme): mükellef no {digits(6, True)}, şifre {tr_pw()}",
        f"Accountant's portal: acme.tekstil / {tr_pw()} — upload all month-end invoices there",
        f"Muhasebe bürosu portalı\nkullanıcı: {vkn()}\nşifre: {tr_pw()}",
    )

    # --- social ---------------------------------------------------------------------------
    r.add(
        "instagram_login",
        f"Instagram @acme.evtekstil şifre: {tr_pw()}\nyedek kodlar: " + "  ".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
        f"IG login for the agency: acme.evtekstil / {tr_pw()}",
        f"Instagram iki adımlı doğrulama anahtarı: {groups(rnd(BASE32, 32), 4)}",
    )
    r.add(
        "whatsapp_business",
        f"WhatsApp Business iki adımlı doğrulama PIN'i: {digits(6)}",
        f"WhatsApp Cloud API\nPhone number ID: {digits(15, True)}\nKalıcı erişim tokenı: EAA{rnd(ALNUM, 180)}",
        f"WA Business re-registration code from SMS: {digits(3)}-{digits(3)} (the new phone)",
    )
    r.add(
        "meta_token",
        f"Meta app secret {hexs(32)} (app id {digits(15, True)})",
        f"Instagram Graph API long-lived token, expires in 60 days: IGQWR{rnd(URLSAFE, 150)}",
        f"Facebook sayfa erişim tokenı (katalog senkronu için): EAAG{rnd(ALNUM, 170)}",
    )

    # --- shop and warehouse --------------------------------------------------------------------
    r.add(
        "wifi",
        f"Depo Wi-Fi: ACME_DEPO_5G / {tr_pw()}",
        f"WIFI:T:WPA;S:AcmeOfis;P:{rnd(ALNUM, 12)};; (QR'ı yazdırıp kasanın yanına as)",
        f"Shop wifi for the new laptop: SSID Superonline_{digits(4)}, key {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "alarm_code",
        f"Depo alarm kodu: {digits(4)} (kurma/çözme), panik kodu {digits(4)}",
        f"Warehouse alarm: disarm {digits(6)}, installer code {digits(4)}; the security company's password word is '{pick('lavanta', 'kestane', 'zeytin', 'martı')}'",
        f"Kepenk alarmı yeni şifre {digits(4)} — eski şifre iptal, Mehmet abiye söyle",
    )
    r.add(
        "camera_dvr",
        f"Kamera kaydedici (NVR) admin / {rnd(ALNUM, 10)}",
        f"Hik-Connect account acme.depo / {tr_pw()}; device verification code {rnd(UPPER, 6)}",
        f"Depo kameraları uzaktan izleme: kullanıcı depo, şifre {tr_pw()}, cihaz seri {rnd(UPPER + DIGITS, 9)}",
    )
    r.add(
        "router_admin",
        f"Modem arayüzü 192.168.1.1 — kullanıcı admin, şifre {rnd(ALNUM, 10)}",
        f"Router admin (depo, ZyXEL): admin / {tr_pw()}; PPPoE user acme{digits(6)}@fiber, PPPoE password {rnd(ALNUM, 8)}",
    )
    r.add(
        "email_login",
        f"siparis@acme-tekstil.example şifresi {tr_pw()}",
        f"Gmail uygulama şifresi (Shopify bildirimleri için): {app_password()}",
        f"Invoices mailbox fatura@acme-tekstil.example / {tr_pw()} (IMAP imap.acme-tekstil.example:993)",
    )
    r.add(
        "hosting_cpanel",
        f"Hosting cPanel: https://cpanel.acme-tekstil.example:2083 kullanıcı acmetek, şifre {tr_pw()}",
        f"FTP for the old WordPress site: ftp.acme-tekstil.example, user acmetek_ftp, pass {rnd(ALNUM, 14)}",
        f"VPS root şifresi ({'10.20.' + str(secrets.randbelow(255)) + '.' + str(secrets.randbelow(255))}): {rnd(ALNUM + '!*#', 16)}",
    )
    r.add(
        "domain_registrar",
        f"Alan adı firması paneli: acme / {tr_pw()}",
        f"acme-tekstil.example transfer (EPP) kodu: {rnd(ALNUM + '#!+', 16)}",
    )
    r.add(
        "site_database",
        f"DATABASE_URL=mysql://acme_shop:{rnd(ALNUM, 18)}@db.acme.internal:3306/acme_shop",
        f"wp-config.php:\ndefine('DB_NAME', 'acme_wp');\ndefine('DB_USER', 'acme_wp');\ndefine('DB_PASSWORD', '{rnd(ALNUM + '!#%', 16)}');",
        f"Stok veritabanı (Postgres) okuma kullanıcısı: rapor / {tr_pw()} @ 10.0.3.12:5432",
    )
    r.add(
        "ssh_server",
        "VPS'e bağlanan anahtar (acme-deploy):\n" + openssh_private(),
        f"deploy@vps.acme.internal password {rnd(ALNUM, 16)} until the key is set up",
    )

    # --- tools and integrations -------------------------------------------------------------
    r.add(
        "netgsm_sms_api",
        f"Netgsm SMS API: usercode 850{digits(7)}, password {rnd(ALNUM, 10)}, başlık ACMETEKSTIL",
        f"kargo SMS'leri için Netgsm abone no 850{digits(7)} şifre {tr_pw()}",
    )
    r.add(
        "parasut_api",
        f"Paraşüt API\nclient_id: {rnd(URLSAFE, 43)}\nclient_secret: {rnd(URLSAFE, 43)}\nkullanıcı: muhasebe@acme-tekstil.example / {tr_pw()}",
        f"Parasut OAuth refresh_token {rnd(URLSAFE, 43)} (company id {digits(6, True)})",
        f"PARASUT_CLIENT_SECRET={rnd(URLSAFE, 43)}",
    )
    r.add(
        "entegrator_api",
        f"Sentos API: kullanıcı {digits(5, True)}, API key {rnd(ALNUM, 40)}",
        f"Pazaryeri entegratörü (stok/fiyat) API anahtarı {rnd(ALNUM, 32)}, şifre {rnd(ALNUM, 12)}",
        f"integrator login for Can: acme.tekstil / {tr_pw()}, API token {hexs(40)}",
    )
    r.add(
        "google_service_account",
        json.dumps({"type": "service_account", "project_id": "acme-stok-sheets", "private_key_id": hexs(40), "private_key": pem("PRIVATE KEY", 6) + "\n", "client_email": "sheets-sync@acme-stok-sheets.iam.gserviceaccount.example", "client_id": digits(21, True)}, indent=1),
        f"Stok tablosu servis hesabının private_key_id {hexs(40)}, anahtar:\n" + pem("PRIVATE KEY", 5),
    )
    r.add(
        "cloudflare_token",
        f"Cloudflare API token (DNS edit, acme-tekstil.example): {rnd(URLSAFE, 40)}",
        f"CF_API_TOKEN={rnd(URLSAFE, 40)}  # certbot dns-cloudflare",
    )
    r.add(
        "telegram_bot",
        f"Sipariş bildirim botu token: {digits(10, True)}:AA{rnd(URLSAFE, 33)}",
        f"telegram bot for stock alerts -> {digits(10, True)}:AA{rnd(URLSAFE, 33)}, chat id -{digits(13, True)}",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/Trendyol:satis@acme-tekstil.example?secret={rnd(BASE32, 32)}&issuer=Trendyol",
        f"Shopify 2FA kurulum anahtarı (yeni telefona eklemek için): {groups(rnd(BASE32, 32).lower(), 4)}",
        f"authenticator secret for the shared Google account: {rnd(BASE32, 16)}",
    )
    r.add(
        "recovery_codes",
        "Shopify kurtarma kodları:\n" + recovery_codes(8, "github"),
        "Google account backup codes (satis@): " + recovery_codes(5, "digits"),
    )
    r.add(
        "webhook_url",
        f"Stok uyarıları Slack'e: https://hooks.acme.example/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"Make.com scenario webhook (anyone with it can create orders!): https://hook.acme.example/{rnd(LOWER + DIGITS, 32)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    sid = digits(6, True)

    # --- orders and shipments -------------------------------------------------------------
    r.add(
        "order_number",
        f"Trendyol sipariş no {digits(10, True)} — müşteri rengi yanlış seçmiş, değişim açılacak",
        f"Hepsiburada siparişleri bugün: {digits(10, True)}, {digits(10, True)}, {digits(10, True)} (üçü de aynı nevresim takımı)",
        f"n11 order {digits(9, True)} was cancelled by the buyer; refund reference {digits(12, True)}",
    )
    r.add(
        "amazon_order_id",
        f"Amazon order {digits(3)}-{digits(7)}-{digits(7)} shipped late, reply to the buyer message",
        f"Amazon.com.tr iade: sipariş {digits(3)}-{digits(7)}-{digits(7)}, ASIN B0{rnd(UPPER + DIGITS, 8)}",
        f"A-to-z claim on {digits(3)}-{digits(7)}-{digits(7)} — tracking {digits(12)} shows delivered",
    )
    r.add(
        "package_id",
        f"Trendyol shipmentPackageId {digits(9, True)} 'Picking' durumunda kaldı; orderNumber {digits(10, True)}",
        f"Hepsiburada paket no {digits(10, True)}-{digits(2)}, kalem id {uid()}",
        f"claim id {uid()} for package {digits(9, True)} — customer says the towel colour is different",
    )
    r.add(
        "cargo_tracking",
        f"Yurtiçi takip no: {digits(12, True)} (Kadıköy şubesinde bekliyor)",
        f"Aras kargo takip kodu {digits(11, True)}, gönderi barkodu {digits(14, True)}",
        f"MNG tracking numbers for today's pickup:\n{digits(13, True)}\n{digits(13, True)}\n{digits(13, True)}",
    )
    r.add(
        "ptt_barcode",
        f"Yurtdışı numune PTT ile: RR{digits(9)}TR",
        f"Etsy order to Germany shipped with PTT, tracking CP{digits(9)}TR, customs form CN23",
        f"PTT kargo barkodu KP{digits(11)} — alıcı ödemeli",
    )
    r.add(
        "cargo_label_zpl",
        f"^XA\n^FO40,40^A0N,30,30^FDYurtici Kargo^FS\n^FO40,90^BCN,120,Y,N,N^FD{digits(12, True)}^FS\n^XZ",
        f"Aras etiketi ZPL: ^XA^FO30,30^BY3^BCN,100,Y^FD{digits(14, True)}^FS^FO30,160^FDDesi:{secrets.randbelow(20) + 1}^FS^XZ",
    )
    r.add(
        "return_code",
        f"Trendyol iade kargo kodu {digits(9, True)} müşteriye gönderildi, Aras şubesine bu kodla bırakacak",
        f"Return code for the customer (Hepsiburada): {digits(10, True)}, drop at any Yurtiçi branch",
        f"n11 değişim talebi #{digits(8, True)}, iade kodu {digits(10, True)}",
    )

    # --- products ----------------------------------------------------------------------------
    r.add(
        "ean_barcode",
        f"Yeni havlu serisi barkodları:\n50x90 beyaz {ean13('869')}\n70x140 beyaz {ean13('869')}\n70x140 antrasit {ean13('869')}",
        f"Barcode on the supplier's label is {ean13('868')}, ours must be {ean13('869')}",
        f"Trendyol 'barkod zaten kullanılıyor' hatası: {ean13('869')}",
    )
    r.add(
        "gtin_case",
        f"Koli GTIN-14: {gtin('1' + ean13('869')[:-1])} (12'li havlu kolisi)",
        f"GS1 firma öneki 869{digits(6)}; case GTIN {gtin('2' + ean13('869')[:-1])}",
    )
    r.add(
        "sku_code",
        f"Stok kodları: NVR-{rnd(UPPER + DIGITS, 6)}-CFT-200, NVR-{rnd(UPPER + DIGITS, 6)}-TEK-160, HVL-{rnd(UPPER + DIGITS, 5)}-50x90",
        f"SKU ACM{digits(2)}-{rnd(UPPER + DIGITS, 4)}-{pick('BYZ', 'ANT', 'GRI', 'LCV')} stokta {secrets.randbelow(80)} adet kaldı",
        f"model kodu PR-{rnd(UPPER + DIGITS, 7)} is the blackout curtain; variant {rnd(UPPER + DIGITS, 4)}-{digits(3)}",
    )
    r.add(
        "hb_sku",
        f"Hepsiburada ürün kodu HBCV0000{rnd(UPPER + DIGITS, 6)}, satıcı stok kodu ACM-{rnd(UPPER + DIGITS, 6)}",
        f"HB SKU HBV0000{rnd(UPPER + DIGITS, 5)} was merged with another seller's listing",
        f"Bu ürünler HB kataloğunda eşleşmedi: HBC0000{rnd(UPPER + DIGITS, 5)}, HBC0000{rnd(UPPER + DIGITS, 5)}",
    )
    r.add(
        "listing_id",
        f"Trendyol contentId {digits(9, True)}, productMainId ACM-{rnd(UPPER + DIGITS, 8)}",
        f"Ürün linki sonu -p-{digits(9, True)}?boutiqueId=61&merchantId={sid}",
        f"n11 product id {digits(9, True)} and Çiçeksepeti listing {rnd(LOWER + DIGITS, 8)}{digits(4)}",
    )
    r.add(
        "asin",
        f"ASIN B0{rnd(UPPER + DIGITS, 8)} parent, children B0{rnd(UPPER + DIGITS, 8)} and B0{rnd(UPPER + DIGITS, 8)}",
        f"Amazon'da FNSKU X00{rnd(UPPER + DIGITS, 7)} etiketini basmayı unutma",
        f"Buy Box lost on B0{rnd(UPPER + DIGITS, 8)} to a seller with id A{rnd(UPPER + DIGITS, 13)}",
    )
    r.add(
        "store_id",
        f"Trendyol satıcı ID'miz {sid} (mağaza linkinde de görünüyor)",
        f"Amazon merchant token A{rnd(UPPER + DIGITS, 13)} is shown on our storefront page",
        f"HB mağaza kodu acmetekstil, merchant id {uid()} — destek formuna bu yazılıyor",
    )
    r.add(
        "shopify_ids",
        f"gid://shopify/Product/{digits(13, True)}\ngid://shopify/ProductVariant/{digits(14, True)}\ngid://shopify/InventoryItem/{digits(14, True)}",
        f"Shopify product {digits(13, True)} variant {digits(14, True)} (Kadife yastık kılıfı, yeşil) stok göstermiyor",
        f"location id {digits(11, True)} is the warehouse; the old shop location was {digits(11, True)}",
    )
    r.add(
        "shopify_order",
        f"Shopify order #{1000 + secrets.randbelow(9000)} (id {digits(13, True)}) — kapıda ödeme, onay bekliyor",
        f"https://acme-ev-tekstil.myshopify.com/admin/orders/{digits(13, True)} has two fulfillments, ids {digits(13, True)} and {digits(13, True)}",
        f"Draft order D{secrets.randbelow(900) + 100} for the hotel (120 towels), customer id {digits(13, True)}",
    )
    r.add(
        "shopify_theme",
        f"Tema id {digits(12, True)}; banner section id template--{digits(17, True)}__image_banner",
        f"#shopify-section-sections--{digits(17, True)}__header .header__menu-item {{ font-weight: 600 }}",
    )

    # --- tax, company, bank ------------------------------------------------------------------
    r.add(
        "vergi_no",
        f"Fatura bilgilerimiz: Acme Ev Tekstili Ltd. Şti., Kadıköy V.D., VKN {vkn()}",
        f"Kurumsal müşteri (otel) VKN {vkn()}, vergi dairesi Beşiktaş — faturayı buna kes",
        f"Supplier tax id {vkn()} (Bursa, Uludağ V.D.) on the proforma",
    )
    r.add(
        "mersis_no",
        f"MERSIS no: 0{digits(15)}  Ticaret sicil no: {digits(6, True)}",
        f"Web sitesinin altına: MERSIS 0{digits(15)}, İstanbul Ticaret Odası sicil {digits(6, True)}-5",
        f"footer: Acme Ev Tekstili Ltd. Şti. | MERSİS: 0{digits(15)} | KEP: acmetekstil@hs01.kep.example",
    )
    r.add(
        "tckn_on_invoice",
        f"Şahıs müşterisinin faturası: T.C. {tckn()}, adres Ataşehir — e-Arşiv'e böyle girildi",
        "Bireysel fatura, TCKN bilinmiyorsa 11111111111 yazılıyor (GİB kuralı)",
        f"Sole-trader supplier invoice shows T.C. {tckn()} instead of a tax number",
    )
    r.add(
        "iban_payment",
        f"Havale/EFT ile ödeme: {tr_iban(BANKS['Garanti BBVA'])}\nAlıcı: Acme Ev Tekstili Ltd. Şti.\nAçıklamaya sipariş numaranızı yazın.",
        f"Toptan müşterilere gönderilecek IBAN: {tr_iban(BANKS['İş Bankası'])} (İş Bankası Kadıköy)",
        f"For the hotel order, ask them to pay to {tr_iban(BANKS['Akbank'], spaced=False)}, reference PROF-{digits(5)}",
    )
    r.add(
        "bank_reference",
        f"EFT sorgu no {digits(16, True)}, tutar 4.850,00 TL — müşteri dekontu attı",
        f"FAST işlem referansı {rnd(UPPER + DIGITS, 16)}, gönderen Y. Demir",
        f"dekont no {digits(10, True)} / işlem saati 14:{secrets.randbelow(50) + 10} / şube {digits(4)}",
    )
    r.add(
        "bank_branch",
        f"Garanti Kadıköy şube kodu {digits(3, True)}, hesap no {digits(7, True)}",
        f"Supplier bank: Vakıfbank branch {digits(4)}, account {digits(8)}-{digits(1)}, SWIFT TVBATR2A",
        f"Döviz hesabı (EUR) şube {digits(4)} hesap {digits(8, True)} — Etsy ödemeleri buraya",
    )
    r.add(
        "masked_card",
        f"iyzico işlem: kart 552879******{digits(4)}, taksit 3, onay kodu {digits(6)}",
        f"Chargeback on card 4{digits(5)}******{digits(4)}, bank ref {digits(12, True)}",
        f"Müşteri ödemesi: **** **** **** {digits(4)} (Bonus), tutar 1.249,90 TL",
    )
    r.add(
        "payment_ids",
        f"iyzico paymentId {digits(8, True)}, paymentTransactionId {digits(8, True)}, conversationId {uid()}",
        f"PayTR merchant_oid SIP{digits(10, True)}{rnd(UPPER, 3)} — callback geldi, status=success",
        f"Shopify transaction {digits(13, True)} matched iyzico basketId B{digits(6, True)}",
    )

    # --- invoices ----------------------------------------------------------------------------
    r.add(
        "fatura_no",
        f"Fatura no {fatura_no()} iptal edilecek, yerine {fatura_no()} kesildi",
        f"e-Arşiv faturalar bu ay {fatura_no()} ile {fatura_no()} arası",
        f"Supplier invoice {fatura_no()} dated 03.06 for 400 m of linen",
    )
    r.add(
        "ettn_uuid",
        f"ETTN: {uid().upper()}",
        f"e-Fatura {fatura_no()}, ETTN {uid().upper()} — alıcı red yanıtı verdi",
        f"The customer wants the invoice again; ETTN {uid()} (search by this in the portal)",
    )
    r.add(
        "efatura_alias",
        f"Otelin e-fatura posta kutusu etiketi: urn:mail:defaultpk@otel-acme.example, VKN {vkn()}",
        "Gönderici birim etiketimiz urn:mail:defaultgb@acme-tekstil.example",
        f"GİB user list shows alias urn:mail:faturapk@acme-toptan.example since {secrets.randbelow(28) + 1}.0{secrets.randbelow(9) + 1}.2024",
    )
    r.add(
        "supplier_docs",
        f"Bursa'dan gelen irsaliye no {pick('A', 'B', 'IRS')}{digits(7, True)}, {secrets.randbelow(30) + 5} top kumaş",
        f"proforma PI-{digits(4)}-{rnd(UPPER + DIGITS, 4)} from the Denizli mill, payment 30% in advance",
        f"sevk irsaliyesi e-İrsaliye {fatura_no()} / UUID {uid()}",
    )
    r.add(
        "customs_ref",
        f"Etsy gönderisi için ETGB no {pick(24, 25)}34{digits(4)}EX{digits(6)}",
        f"GTİP 6302.60.00.00.{digits(2)} (havlu), 6302.31.00.00.{digits(2)} (pamuklu nevresim)",
        f"export declaration {pick(24, 25)}{digits(6)}EX{digits(6)}, HS code 6302.91",
    )

    # --- marketing ---------------------------------------------------------------------------
    r.add(
        "campaign_code",
        f"Instagram'da paylaş: ILKSIPARIS{digits(2)} kodu ile %10 indirim, bitiş 30.06",
        f"Kargo bedava kuponu YAZ{pick(24, 25)}-{rnd(UPPER + DIGITS, 5)} (min. 500 TL, herkese açık)",
        f"Shopify discount code HAVLU-{rnd(UPPER + DIGITS, 6)} for the newsletter, 500 uses",
    )
    r.add(
        "tracking_pixel",
        f"GA4 measurement ID G-{rnd(UPPER + DIGITS, 10)}, GTM-{rnd(UPPER + DIGITS, 7)}",
        f"Meta Pixel {digits(15, True)} ve katalog id {digits(16, True)}",
    )
    r.add(
        "instagram_links",
        f"Reels kodu C{rnd(URLSAFE, 10)} en çok izlenen; hikaye öne çıkan id {digits(17, True)}",
        f"IG post shortcode C{rnd(URLSAFE, 10)} (the linen set) — boost budget 300 TL",
        f"Instagram mağaza ürün id {digits(16, True)}, katalogda SKU ACM-{rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "whatsapp_catalog",
        f"WhatsApp katalog linki: wa.me/p/{digits(16, True)}/90532{digits(7)}",
        f"WA Business catalog id {digits(16, True)}, product retailer id HVL-{rnd(UPPER + DIGITS, 5)}",
        f"Hazır yanıt #kargo: 'Kargo takip numaranız: <no>, Yurtiçi Kargo ile {secrets.randbelow(3) + 1} iş gününde'",
    )
    r.add(
        "cdn_image_url",
        f"Ürün görseli https://cdn.acme-tekstil.example/products/{hexs(32)}/nevresim-ceviz_{digits(3)}.jpg?v={digits(10, True)}",
        f"https://acme-ev-tekstil.myshopify.com/cdn/shop/files/IMG_{digits(4)}_{hexs(8)}.jpg?width=1200",
        f"Trendyol görsel yükleme hatası: {hexs(16)}_org_zoom.jpg 1200x1800 olmalı",
    )
    r.add(
        "qr_payload",
        f"Ambalaj karekodu içeriği: https://acme-tekstil.example/q/{rnd(ALNUM, 8)}?sku=HVL-{rnd(UPPER + DIGITS, 5)}",
        f"Yıkama talimatı QR: https://acme-tekstil.example/bakim/{rnd(LOWER + DIGITS, 6)}",
    )

    # --- colours, fabric ---------------------------------------------------------------------
    r.add(
        "hex_colour",
        f"Tema renkleri: birincil #{hexs(6)}, ikincil #{hexs(6)}, buton #{hexs(6).upper()}",
        f"Ürün fotoğrafındaki yeşil #{hexs(6)} ama kumaş daha koyu (#{hexs(6)})",
        f"--color-accent: #{hexs(6)}; --color-bg: #{hexs(6)}; --color-text: #{hexs(6)};",
    )
    r.add(
        "fabric_colour_code",
        f"Pantone {pick(11, 13, 14, 16, 17, 18, 19)}-{digits(4)} TCX (adaçayı) — tedarikçi kodu RNK-{digits(4)}",
        f"dye lot colour code {rnd(UPPER, 2)}{digits(3)}/{digits(2)}, shade B",
        f"Keten perde renk kartı: {', '.join(f'K{digits(3)}' for _ in range(5))}",
    )
    r.add(
        "lot_number",
        f"Parti no {rnd(UPPER + DIGITS, 8)} boyası farklı çıktı, {secrets.randbelow(40) + 10} adet ayrıldı",
        f"boya lotu L{digits(6)} / top no {digits(5)} / metre {secrets.randbelow(60) + 20}",
        f"Batch {digits(2)}{rnd(UPPER, 2)}{digits(4)} from the towel mill: GSM 550, 100% cotton",
    )
    r.add(
        "dimensions_desi",
        f"Koli 60x40x35 → {60 * 40 * 35 // 3000} desi, ağırlık 9,4 kg",
        "Nevresim takımı kutusu 42x32x9 cm, 2 desi, Yurtiçi anlaşmalı fiyat 74,90 TL",
    )
    r.add(
        "price_calc",
        f"Satış 899,90 TL − Trendyol komisyon %21,5 (193,48) − kargo 74,90 − hizmet bedeli 8,49 = {899.90 - 193.48 - 74.90 - 8.49:.2f} TL",
        "KDV %10 dahil 1.320 TL → KDV hariç 1.200 TL; stopaj yok",
    )
    r.add(
        "csv_export",
        "barkod;stok_kodu;adet;fiyat\n" + "\n".join(f"{ean13('869')};ACM-{rnd(UPPER + DIGITS, 6)};{secrets.randbelow(120)};{secrets.randbelow(900) + 100},90" for _ in range(3)),
        "order_id,sku,qty,tracking\n" + "\n".join(f"{digits(10, True)},NVR-{rnd(UPPER + DIGITS, 5)},{secrets.randbelow(3) + 1},{digits(12, True)}" for _ in range(3)),
        "Variant SKU,Variant Barcode,Variant Inventory Qty\n" + "\n".join(f"HVL-{rnd(UPPER + DIGITS, 5)},{ean13('869')},{secrets.randbelow(60)}" for _ in range(2)),
    )

    # --- devices, contact ----------------------------------------------------------------------
    r.add(
        "printer_mac",
        f"Zebra etiket yazıcı MAC {mac(':', True)}, IP 192.168.1.{secrets.randbelow(200) + 20} (DHCP rezervasyonu)",
        f"barcode scanner serial {rnd(UPPER + DIGITS, 12)}, firmware {secrets.randbelow(9)}.{digits(2)}.{digits(3)}",
        f"depo yazıcısı seri no {digits(2)}J{digits(6)}, MAC {mac('-')}",
    )
    r.add(
        "phone_numbers",
        f"Müşteri hizmetleri 0850 {digits(3, True)} {digits(2)} {digits(2)}, WhatsApp +90 532 {digits(3)} {digits(2)} {digits(2)}",
        f"Yurtiçi Kadıköy şube: 0216 {digits(3, True)} {digits(2)} {digits(2)}, şube kodu {digits(3)}",
        f"Courier Hasan: 0 5{digits(2)} {digits(3)} {digits(4)}, pickup window 15:00–17:00",
    )
    r.add(
        "address_postal",
        f"Depo adresi: Osmanağa Mah. Söğütlüçeşme Cad. No:{secrets.randbelow(120) + 1}/{secrets.randbelow(9) + 1}, 34714 Kadıköy/İstanbul — UAVT adres kodu {digits(10, True)}",
        f"Return address for Etsy: Acme Ev Tekstili, Rasimpaşa {digits(5)} Kadıköy, İstanbul, TR",
    )
    r.add(
        "alarm_schedule",
        f"Alarm her akşam 19:30'da kurulur; bölge 3 arka kapı, bölge 7 yükleme rampası. Güvenlik firması abone no {digits(6, True)}",
        f"Alarm company service line 0850 {digits(3, True)} {digits(2)} {digits(2)}; panel model DS-{digits(4)}, zones 1–8",
        "Alarm kodu değişti, yeni kodu Mehmet abi yüz yüze söyleyecek; telefonda yazılmıyor",
    )
    r.add(
        "wifi_guest",
        "Misafir ağı: ACME_Misafir (şifre kapıdaki QR kartında, her ay değişiyor)",
        f"Depo Wi-Fi kanalı 36, SSID ACME_DEPO_5G, modem seri no {rnd(UPPER + DIGITS, 12)}",
    )

    # --- references to secrets, docs, templates ---------------------------------------------
    r.add(
        "secret_reference",
        "e-Devlet şifresini yeniledim, yenisi defterde (kasada), kimseye yazılı atmayın",
        "iyzico secret key is only in the Shopify payment settings and the password manager, nowhere else",
        "Trendyol API key ve secret'i entegratöre Burak girdi; ben görmedim, panelden sıfırlanabilir",
    )
    r.add(
        "api_reference",
        f"Trendyol API: Authorization Basic base64(apiKey:apiSecret), User-Agent '<satıcıId> - SelfIntegration', limit 50 istek / 10 sn, satıcı {sid}",
        "PayTR token = base64(hmac_sha256(merchant_id + user_ip + merchant_oid + email + payment_amount + ..., merchant_key)) — salt sona eklenir",
        "SP-API flow: exchange the refresh_token at the LWA endpoint for an access token (1 hour), send it as x-amz-access-token",
    )
    r.add(
        "env_template",
        "Yeni sunucu için .env şablonu:\nTRENDYOL_SUPPLIER_ID=\nTRENDYOL_API_KEY=\nTRENDYOL_API_SECRET=\nIYZICO_API_KEY=\nIYZICO_SECRET_KEY=",
        "PAYTR_MERCHANT_ID=your-merchant-id\nPAYTR_MERCHANT_KEY=changeme\nPAYTR_MERCHANT_SALT=changeme",
        "SHOPIFY_ADMIN_TOKEN=shpat_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (fill from the custom app page)",
    )
    r.add(
        "otp_prose",
        f"Hepsiburada SMS doğrulama kodu gelmiyor; destek talebi #{digits(7, True)}, saat 14:32'de 3 kez denedim",
        "The bank's one-time codes now come to the new SIM; the old number 0532 … is cancelled",
        "e-Devlet girişinde mobil imza yerine SMS seçilince 6 haneli kod 3 dakikada geçersiz oluyor",
    )
    r.add(
        "password_policy",
        "GİB e-Arşiv şifresi 6 haneli rakam olmalı ve 90 günde bir değişiyor",
        "Trendyol panel: şifre en az 8 karakter, bir büyük harf ve bir rakam; son 3 şifre tekrar kullanılamaz",
        "internet banking password: 6 digits, not birth year, not repeating (112233 rejected)",
    )
    r.add(
        "request_id",
        f"Trendyol 429 hatası, x-correlationid: {uid()}, retry-after 10",
        f"HB API 500 döndü, TraceId {hexs(32)} — destek bu id'yi istedi",
        f"Shopify X-Request-Id {uid()} on the failed inventory update (location {digits(11, True)})",
    )
    r.add(
        "file_checksum",
        f"Stok Excel'in sha256'sı {hexs(64)} — entegratöre yüklenen dosya bu",
        f"Catalog export md5 {hexs(32)}, {secrets.randbelow(900) + 100} rows",
    )
    r.add(
        "base64_data",
        f"Shopify sayfalama cursor'u: {b64(json.dumps({'last_id': int(digits(13, True)), 'last_value': 'Nevresim'}).encode())}",
        f"Trendyol filtre linkinin state parametresi {b64(json.dumps({'status': 'Created', 'page': secrets.randbelow(9), 'size': 50}).encode())}",
        f"hepsiburada export job payload {b64(json.dumps({'merchant': 'acmetekstil', 'type': 'listing', 'date': '2024-06-0' + str(secrets.randbelow(9) + 1)}).encode())}",
    )
    r.add(
        "version_build",
        f"Trendyol Satıcı uygulaması sürüm {secrets.randbelow(5) + 4}.{secrets.randbelow(30)}.{secrets.randbelow(10)} (build {digits(5, True)})",
        f"Shopify CLI {secrets.randbelow(3) + 3}.{secrets.randbelow(70)}.{secrets.randbelow(9)}, theme commit {hexs(7)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout52.py", [
        ("heldout52_credentials.yaml", credentials(), "batch 52 (Istanbul home-textiles marketplace seller, Turkish/English notes), written blind; every value synthetic"),
        ("heldout52_lookalikes.yaml", lookalikes(), "batch 52 look-alikes: orders, tracking, barcodes, SKUs, tax ids, IBANs, invoices, coupons, listing ids, written blind"),
    ])


if __name__ == "__main__":
    main()
