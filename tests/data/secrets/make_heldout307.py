# ruff: noqa: E501
"""Writes heldout307_credentials.yaml and heldout307_lookalikes.yaml: held-out batch 307.

Persona: an e-commerce developer in Istanbul who writes his notes in Turkish (sometimes with
ş ğ ı ü ç ö, sometimes typed on an English keyboard without them) mixed with English tech
terms. He keeps the iyzico and PayTR secret keys and merchant salts, the Trendyol, Hepsiburada
and n11 seller API credentials, the Netgsm SMS API password, his e-Devlet password, the Garanti
BBVA and Ziraat internet banking passwords and card PINs, the MySQL and Elasticsearch
passwords, a Cloudflare API token and the office alarm code; and many notes that only look
like secrets: masked TC kimlik numbers, vergi numbers, cargo tracking numbers, IBANs, order
ids, iyzico payment ids, product barcodes, commit hashes and e-Fatura UUIDs.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    anthropic_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
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
    openai_project_key,
    openssh_private,
    pem,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["Galata", "Moda", "Kadikoy", "Besiktas", "Simit", "Lale", "Marti", "Bogaz",
         "Kahve", "Yildiz", "Deniz", "Kartal", "Firtina", "Tarcin", "Cengel", "Uskudar"]


def tr_pw() -> str:
    """A password this persona picks or lets a manager generate."""
    return pick(
        f"{pick(*WORDS)}{pick('.', '_', '!', '*', '-')}{digits(4)}{pick('!', '?', '#', '')}",
        f"{pick(*WORDS).lower()}{digits(2)}{pick(*WORDS)}{pick('!', '.', '%')}",
        pw(),
        rnd(ALNUM + "!@#$%", 14),
    )


def tr_iban(bank: str, spaced: bool = True) -> str:
    """A Turkish IBAN: five-digit bank code, a reserve zero, sixteen account digits."""
    return iban("TR", bank + "0" + digits(16), spaced)


def tg_token() -> str:
    return f"{digits(10, True)}:AA{rnd(URLSAFE, 33)}"


def es_api_key() -> tuple[str, str, str]:
    key_id, key = rnd(URLSAFE, 20), rnd(URLSAFE, 22)
    return key_id, key, b64(f"{key_id}:{key}".encode())


def credentials() -> Rows:
    r = Rows()

    k1, s1 = rnd(ALNUM, 32), rnd(ALNUM, 32)
    r.add(
        "iyzico_secret_key",
        f"iyzico canlı (prod) anahtarlar:\napiKey: {rnd(ALNUM, 32)}\nsecretKey: {rnd(ALNUM, 32)}",
        f"iyzico sandbox secret key: sandbox-{rnd(ALNUM, 32)} (api key de sandbox-{rnd(ALNUM, 32)})",
        f".env'e eklenecek:\nIYZICO_API_KEY={k1}\nIYZICO_SECRET_KEY={s1}",
        f"iyzico secret'ı yeniledim, yenisi {rnd(ALNUM, 32)} — eskisini panelden sil",
        f"config/iyzico.php -> 'api_key' => '{rnd(ALNUM, 32)}', 'secret_key' => '{rnd(ALNUM, 32)}',",
    )

    r.add(
        "paytr_merchant_credentials",
        f"PayTR mağaza bilgileri\nmerchant_id: {digits(6, True)}\nmerchant_key: {rnd(ALNUM, 16)}\nmerchant_salt: {rnd(ALNUM, 16)}",
        f"paytr salt = {rnd(ALNUM, 16)} key = {rnd(ALNUM, 16)}, hash sirasi: merchant_id+user_ip+merchant_oid+email+payment_amount+...+merchant_salt",
        f"PAYTR_MERCHANT_ID={digits(6, True)}\nPAYTR_MERCHANT_KEY={rnd(ALNUM, 16)}\nPAYTR_MERCHANT_SALT={rnd(ALNUM, 16)}",
        f"PayTR panelden yeni merchant key aldım: {rnd(ALNUM, 16)} (salt aynı kaldı: {rnd(ALNUM, 16)})",
        f"paytr test magaza -> id {digits(6, True)} / key {rnd(ALNUM, 16)} / salt {rnd(ALNUM, 16)}",
    )

    tk, ts, sid = rnd(ALNUM, 20), rnd(ALNUM, 20), digits(6, True)
    r.add(
        "trendyol_seller_api",
        f"Trendyol satıcı API\nSupplier ID: {digits(6, True)}\nAPI Key: {rnd(ALNUM, 20)}\nAPI Secret: {rnd(ALNUM, 20)}",
        f"trendyol entegrasyon header'i: Authorization: Basic {basic(rnd(ALNUM, 20), rnd(ALNUM, 20))}",
        f"curl -u {tk}:{ts} -H 'User-Agent: {sid} - SelfIntegration' https://trendyol.acme.test/sapigw/suppliers/{sid}/products",
        f"trendyol api secret yenilendi: {rnd(ALNUM, 20)}  (key değişmedi)",
        f"Trendyol seller panel giriş: satis@acme-magaza.example / {tr_pw()}",
    )

    r.add(
        "hepsiburada_seller_api",
        f"HB entegrasyon kullanıcısı: acmemagaza_dev, şifre: {tr_pw()}",
        f"hepsiburada listing api -> Authorization: Basic {basic(uid(), rnd(ALNUM, 32))}",
        f"HB_MERCHANT_ID={uid()}\nHB_USERNAME=acmemagaza_dev\nHB_PASSWORD={tr_pw()}",
        f"Hepsiburada merchant paneli şifresi: {tr_pw()} — 2FA kodu telefona geliyor",
        f"hb api sifresi degisti -> {rnd(ALNUM, 14)}",
    )

    r.add(
        "netgsm_sms_password",
        f"Netgsm SMS API\nusercode: 850{digits(7)}\npassword: {tr_pw()}\nmsgheader: ACMEMAGAZA",
        f"netgsm abone no 850{digits(7)} sifre {tr_pw()}",
        f"SMS test: https://sms.acme.test/sms/send/get?usercode=850{digits(7)}&password={rnd(ALNUM, 12)}&gsmno=5XXXXXXXXX&message=deneme&msgheader=ACMEMAGAZA",
        f"Netgsm API alt kullanıcı şifresi (sadece SMS yetkili): {rnd(ALNUM, 10)}",
        f"NETGSM_USER=850{digits(7)}\nNETGSM_PASS={rnd(ALNUM, 12)}",
    )

    r.add(
        "edevlet_password",
        f"e-Devlet şifrem: {tr_pw()}",
        f"edevlet sifresi yeni -> {tr_pw()} (6 ay doldu diye degistirtti)",
        f"e-Devlet Kapısı: TC ile giriş, şifre {tr_pw()}",
        f"Annemin e-devlet şifresi: {pick(*WORDS).lower()}{digits(4)} — PTT'den yeni aldık",
        f"eDevlet pw: {rnd(ALNUM + '.!', 12)}",
    )

    r.add(
        "garanti_bbva_internet_banking",
        f"Garanti BBVA internet şubesi\nmüşteri no: {digits(8, True)}\nşifre: {digits(6)}",
        f"garanti mobil giris sifresi {digits(6)}, musteri numarasi {digits(8, True)}",
        f"Garanti BBVA şirket hesabı (Acme Ticaret): kullanıcı kodu {digits(8, True)} / parola {digits(6)}",
        f"GarantiBBVA internet bankacılığı şifremi değiştirdim, yenisi {digits(6)}",
        f"Garanti sanal POS\nterminal id: {digits(8, True)}\nprovizyon kullanıcı: PROVAUT\nşifre: {rnd(ALNUM, 12)}\n3D store key: {rnd(ALNUM, 24)}",
    )

    r.add(
        "ziraat_internet_banking",
        f"Ziraat İnternet Şubesi: TCKN ile giriş, şifre {digits(6)}",
        f"ziraat mobil sifre -> {digits(6)}",
        f"Ziraat şirket internet şubesi\nkullanıcı no: {digits(9, True)}\nparola: {digits(6)}",
        f"ziraat internet bankacilik: musteri no {digits(9, True)} sifre {digits(6)} (3 yanlista bloke!)",
        f"Ziraat dijital şifre yeni: {digits(6)}",
    )

    r.add(
        "bank_card_pin",
        f"Garanti kartın şifresi: {digits(4)}",
        f"ziraat bankkart pin {digits(4)}",
        f"Kart PIN'leri:\n- Garanti Bonus: {digits(4)}\n- Ziraat Bankkart: {digits(4)}\n- şirket kartı: {digits(4)}",
        f"bonus kart sifresi unutma: {digits(4)}",
        f"ATM şifresi (Ziraat maaş kartı) {digits(4)}",
    )

    r.add(
        "credit_card_details",
        f"Şirket kartı (reklam ödemeleri için): {groups(luhn('5'), 4)} SKT {card_expiry()} CVV {digits(3)}",
        f"Google Ads için kart: {luhn('4')} {card_expiry()} cvc {digits(3)}",
        f"kart no {groups(luhn('4'), 4, '-')}\nson kullanma {card_expiry()}\nguvenlik kodu {digits(3)}",
        f"Bonus kart: {groups(luhn('5'), 4)}, exp {card_expiry()}, CVV2 {digits(3)} — 3D şifresi SMS ile geliyor",
    )

    r.add(
        "mysql_credentials",
        f"DATABASE_URL=mysql://shop_user:{rnd(ALNUM, 18)}@db1.acme.internal:3306/magaza",
        f"mysql -h db-prod.acme.internal -u root -p'{tr_pw()}' magaza_prod",
        f"Laravel .env\nDB_CONNECTION=mysql\nDB_HOST=10.0.2.15\nDB_PORT=3306\nDB_DATABASE=eticaret\nDB_USERNAME=eticaret\nDB_PASSWORD={rnd(ALNUM, 16)}",
        f"jdbc:mysql://mysql.acme.internal:3306/siparis?user=raporcu&password={rnd(ALNUM, 14)}",
        f"mysql root sifresi (staging): {tr_pw()}",
        f"replica kullanıcısı: CREATE USER 'repl'@'%' IDENTIFIED BY '{rnd(ALNUM, 20)}';",
    )

    es_pw = rnd(ALNUM + "*_", 20)
    r.add(
        "elasticsearch_password",
        f"Elasticsearch elastic kullanıcısı şifresi: {rnd(ALNUM + '*_', 20)}",
        f"ES_URL=https://elastic:{rnd(ALNUM, 20)}@es.acme.internal:9200",
        f"kibana_system sifresi -> {rnd(ALNUM, 20)} (elasticsearch-reset-password ciktisi)",
        f"curl -k -u 'elastic:{es_pw}' https://es01.acme.internal:9200/_cat/indices?v",
        f"kibana.yml:\nelasticsearch.username: kibana_system\nelasticsearch.password: \"{rnd(ALNUM, 20)}\"",
    )

    i1, k2, e1 = es_api_key()
    r.add(
        "elasticsearch_api_key",
        f"ES api key (ürün arama servisi): {es_api_key()[2]}",
        f"Authorization: ApiKey {es_api_key()[2]}",
        f"elasticsearch api key olusturdum\nid: {i1}\napi_key: {k2}\nencoded: {e1}",
        f"ELASTIC_API_KEY={es_api_key()[2]}",
    )

    cf = rnd(URLSAFE, 40)
    r.add(
        "cloudflare_api_token",
        f"Cloudflare API token (DNS edit, acme-magaza.example zone): {rnd(URLSAFE, 40)}",
        f"CF_API_TOKEN={rnd(URLSAFE, 40)}",
        f"curl -H \"Authorization: Bearer {cf}\" https://cf.acme.test/client/v4/user/tokens/verify",
        f"cloudflare token yeniledim -> {rnd(URLSAFE, 40)} (cache purge yetkili)",
        f"certbot cloudflare.ini:\ndns_cloudflare_api_token = {rnd(URLSAFE, 40)}",
    )

    r.add(
        "office_alarm_code",
        f"Ofis alarm kodu: {digits(4)}",
        f"alarm sifresi {digits(4)}# — kurarken 'Kur' tuşu, çıkışa 30 sn var",
        f"Depo alarmı: kod {digits(6)}, panik (zorlama) kodu {digits(4)}",
        f"ofisin alarm kodu degisti, yeni kod {digits(4)}",
        f"Alarm firması: kullanıcı kodu {digits(4)}, arayınca sorulan parola kelime '{pick(*WORDS).lower()}'",
    )

    r.add(
        "ssh_private_key",
        f"prod sunucu deploy key:\n{openssh_private()}",
        f"~/.ssh/id_ed25519 (laptop yedeği)\n{openssh_private()}",
        f"eski RSA anahtar, hâlâ bazı sunucularda var:\n{pem('RSA PRIVATE KEY', 6)}",
        f"GitHub Actions DEPLOY_SSH_KEY değeri:\n{openssh_private()}",
    )

    r.add(
        "server_root_password",
        f"VPS root şifresi (web01.acme.internal): {tr_pw()}",
        f"ssh root@app2.acme.internal -> sifre {tr_pw()}",
        f"Plesk admin: admin / {tr_pw()}",
        f"sunucu sifreleri\nweb01 root: {tr_pw()}\nweb02 root: {tr_pw()}\ndb01 root: {tr_pw()}",
    )

    r.add(
        "smtp_mail_password",
        f"Yandex mail (info@acme-magaza.example) uygulama şifresi: {rnd(LOWER, 16)}",
        f"MAIL_MAILER=smtp\nMAIL_HOST=smtp.acme.internal\nMAIL_PORT=587\nMAIL_USERNAME=noreply@acme-magaza.example\nMAIL_PASSWORD={rnd(ALNUM, 16)}",
        f"gmail app password (sipariş bildirimleri): {app_password()}",
        f"destek@ maili sifresi {tr_pw()}",
    )

    r.add(
        "github_token",
        f"GitHub PAT (composer private repo için): ghp_{rnd(ALNUM, 36)}",
        f"composer config --global github-oauth.github.com ghp_{rnd(ALNUM, 36)}",
        f"fine-grained token (sadece acme/magaza repo): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}",
    )

    r.add(
        "aws_access_key",
        f"S3 (ürün görselleri bucket) erişimi:\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"aws configure -> key {aws_key_id()} secret {aws_secret()} region eu-central-1",
        f"~/.aws/credentials\n[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"yedekleme scripti için IAM user backup-bot: {aws_key_id()} / {aws_secret()}",
    )

    rp = rnd(ALNUM, 24)
    r.add(
        "redis_password",
        f"redis.conf: requirepass {rnd(ALNUM, 24)}",
        f"REDIS_URL=redis://:{rnd(ALNUM, 24)}@cache.acme.internal:6379/0",
        f"Redis (sepet/session) şifresi: {rnd(ALNUM, 24)}",
        f"redis-cli -h cache.acme.internal -a '{rp}' FLUSHDB  # dikkat, prod!",
    )

    r.add(
        "wifi_password",
        f"Ofis wifi: AcmeOfis_5G / {tr_pw()}",
        f"misafir wifi sifresi {pick(*WORDS).lower()}{digits(4)}",
        f"WIFI:T:WPA;S:Acme-Depo;P:{rnd(ALNUM, 12)};;",
        f"modem arayüzü (192.168.1.1) admin şifresi: {rnd(ALNUM, 10)}, wifi şifresi: {tr_pw()}",
    )

    r.add(
        "sendgrid_api_key",
        f"SendGrid API key (kampanya mailleri): {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"sendgrid yeni key -> {sendgrid_key()}",
        f"$sendgrid = new \\SendGrid('{sendgrid_key()}');",
    )

    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={rnd(ALNUM, 64)}",
        f"mobil app auth için jwt secret: {b64(secrets.token_bytes(32))}",
        f"php artisan jwt:secret çıktısı: {rnd(ALNUM, 64)}",
        f"NEXTAUTH_SECRET={b64(secrets.token_bytes(32))}",
    )

    r.add(
        "laravel_app_key",
        f"APP_KEY=base64:{b64(secrets.token_bytes(32))}",
        f"prod laravel app key (değişirse tüm session'lar ve encrypted kolonlar gider!): base64:{b64(secrets.token_bytes(32))}",
        f"Laravel app key yedegi base64:{b64(secrets.token_bytes(32))}",
        f"staging .env -> APP_KEY=base64:{b64(secrets.token_bytes(32))}",
    )

    r.add(
        "n11_seller_api",
        f"n11 entegrasyon\nappKey: {uid()}\nappSecret: {rnd(ALNUM, 16)}",
        f"N11 api secret: {rnd(ALNUM, 16)} (key: {uid()})",
        f"<auth><appKey>{uid()}</appKey><appSecret>{rnd(ALNUM, 16)}</appSecret></auth>",
        f"n11 mağaza paneli şifre {tr_pw()}",
    )

    r.add(
        "ai_api_key",
        f"OpenAI key (ürün açıklaması üretimi): {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"claude api key (yorum özetleme): {anthropic_key()}",
        f"ChatGPT API anahtari yeni: {openai_project_key()}",
    )

    r.add(
        "efatura_and_esign_credentials",
        f"GİB e-Arşiv portal: kullanıcı kodu {digits(8, True)}, şifre {digits(6)}",
        f"e-Fatura entegratör web servis kullanıcı: acme_ws / şifre: {rnd(ALNUM, 12)}",
        f"efatura portal sifresi degisti: {tr_pw()}",
        f"Mali mühür PIN: {digits(6)}",
        f"e-imza PIN {digits(6)}, PUK {digits(8)}",
    )

    r.add(
        "two_factor_recovery_codes",
        f"GitHub recovery codes:\n{recovery_codes(8, 'github')}",
        f"Cloudflare 2FA backup kodları:\n{recovery_codes(6, 'other')}",
        f"Google hesap yedek kodlari: {recovery_codes(5, 'digits')}",
        f"Trendyol panel 2FA secret (authenticator'a eklemek için): {groups(rnd(BASE32, 32), 4)}",
    )

    r.add(
        "rabbitmq_password",
        f"RABBITMQ_DEFAULT_USER=eticaret\nRABBITMQ_DEFAULT_PASS={rnd(ALNUM, 20)}",
        f"amqp://siparis:{rnd(ALNUM, 18)}@mq.acme.internal:5672/eticaret",
        f"rabbitmq management ui: admin / {tr_pw()}",
        f"rabbitmqctl add_user worker '{rnd(ALNUM, 18)}'",
    )

    r.add(
        "cargo_api_password",
        f"Yurtiçi Kargo web servis\nwsUserName: ACMEMAGAZA\nwsPassword: {rnd(ALNUM, 10)}",
        f"aras kargo entegrasyon sifresi {rnd(ALNUM, 12)}, kullanici acme_aras",
        f"MNG kargo API client_secret: {rnd(ALNUM, 32)}  client_id: {uid()}",
        f"kargo panel girişi (yurtiçi): {digits(9, True)} / {tr_pw()}",
    )

    r.add(
        "hosting_panel_password",
        f"FTP (eski site): ftp.acme.internal kullanıcı acme şifre {tr_pw()}",
        f"cPanel giris -> acmemagaza / {tr_pw()}",
        f"sftp://deploy:{rnd(ALNUM, 14)}@files.acme.internal:22/var/www",
        f"WordPress admin (blog.acme-magaza.example): editor / {tr_pw()}",
    )

    tg = tg_token()
    r.add(
        "telegram_bot_token",
        f"Sipariş bildirim botu token: {tg_token()}",
        f"TELEGRAM_BOT_TOKEN={tg_token()}",
        f"curl https://tg.acme.test/bot{tg}/sendMessage -d chat_id=-100{digits(10)} -d text=test",
        f"telegram bot (stok uyarısı) token'ı: {tg_token()}",
    )

    r.add(
        "meta_ads_access_token",
        f"Meta Conversions API access token: EAA{rnd(ALNUM, 180)}",
        f"FB_CAPI_TOKEN=EAA{rnd(ALNUM, 190)}",
        f"instagram shop katalog sync icin system user token -> EAAG{rnd(ALNUM, 170)}",
        f"facebook pixel server-side token (yeni): EAA{rnd(ALNUM, 185)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "masked_tc_kimlik",
        f"Müşteri iade formunda TC: {digits(3, True)}******{digits(2)} olarak görünüyor, tamamını loglamıyoruz",
        f"fatura ekranında TCKN maskeli: {digits(2, True)}*******{digits(2)}",
        f"KVKK: TC kimlik no ekranda hep maskeli olsun, örnek {digits(1, True)}{'*' * 8}{digits(2)} (ilk hane + son iki)",
        f"Kargo etiketinde alıcı TCKN son 4 hane: *******{digits(4)}",
        f"log örneği: customer_tckn=\"{digits(3, True)}****{digits(4)}\" (masked)",
    )

    r.add(
        "vergi_numarasi",
        f"Acme Ticaret Ltd. Şti. vergi no: {digits(10, True)} — Kadıköy Vergi Dairesi",
        f"tedarikçi VKN {digits(10, True)}, e-Fatura mükellefi, faturayı e-Fatura olarak kes",
        f"vergi numarasi {digits(10, True)} (Beyoglu VD) — faturada yazsin",
        f"VKN: {digits(10, True)}\nVD: Mecidiyeköy\nunvan: Örnek Ambalaj San. ve Tic. A.Ş.",
        f"Trendyol faturaları için bizim VKN'yi güncelle: {digits(10, True)}",
    )

    r.add(
        "cargo_tracking_number",
        f"Yurtiçi Kargo takip no: {digits(12, True)}",
        f"aras kargo gonderi kodu {digits(10, True)} — müşteri ulaşmadı diyor, kontrol et",
        f"MNG takip: {digits(11, True)}, şube teslim bekliyor",
        f"Sipariş #{digits(7, True)} kargoya verildi, takip numarası {digits(13, True)} (PTT)",
        f"Trendyol Express gönderi barkodu: 7330{digits(12)}",
    )

    r.add(
        "iban_number",
        f"Şirket IBAN (Garanti BBVA): {tr_iban('00062')}",
        f"ziraat iban {tr_iban('00010', False)} — havale/EFT ile ödeyen müşterilere gönder",
        f"Tedarikçi ödeme bilgisi:\nAlıcı: Örnek Ambalaj San. Tic. A.Ş.\nIBAN: {tr_iban('00064')}\nAçıklama: fatura no ile",
        f"havale sayfasındaki IBAN'ı güncelle -> {tr_iban('00062')}",
        f"müşteri iadesi için IBAN (kendisi gönderdi): {tr_iban('00046', False)}, tutar 349,90 TL",
    )

    r.add(
        "order_id",
        f"Trendyol sipariş no {digits(10, True)}, paket id {digits(9, True)}",
        f"HB sipariş: {digits(9, True)} — müşteri yanlış beden gelmiş diyor",
        f"bizim sitede order id formatı ORD-{digits(4)}-{rnd(UPPER + '0123456789', 6)}",
        f"paytr merchant_oid örneği: SP{digits(8)}{rnd(UPPER + '0123456789', 6)} (sadece alfanumerik olmalı)",
        f"sipariş #{digits(6, True)} iptal edildi, iade talebi açıldı",
    )

    r.add(
        "iyzico_public_identifiers",
        f"iyzico paymentId: {digits(8, True)}, paymentTransactionId: {digits(8, True)} — kısmi iade bununla yapılıyor",
        f"iyzico conversationId olarak order uuid kullanıyoruz: {uid()}",
        f"iyzico api key'i (public taraf, header'da gidiyor) sandbox-{rnd(ALNUM, 6)}… diye başlıyor; secret key ayrı, vault'ta",
        f"iyzico basketId = bizim sepet id'si: B{digits(9)}",
        f"iyzico callback: status=success, paymentId={digits(8, True)}, token süresi 30 dk",
    )

    r.add(
        "product_barcode",
        f"Ürün barkodu (EAN-13): {ean13('869')}",
        f"Trendyol'a yüklerken barkod {ean13('869')} hata verdi: 'barkod başka satıcıda kayıtlı'",
        f"stok sayımı: {ean13('869')} x 24, {ean13('869')} x 12, {ean13('869')} x 6",
        f"GTIN {ean13('869')} — Hepsiburada katalog eşleşmesi bekliyor",
    )

    r.add(
        "git_commit_hash",
        f"prod'a çıkan commit: {hexs(40)}",
        f"bu bug {hexs(7)} ile geldi, revert -> git revert {hexs(7)}",
        f"release v2.{secrets.randbelow(20)}.{secrets.randbelow(10)} = {hexs(40)}",
        f"git cherry-pick {hexs(40)}  # iyzico callback fix",
        f"Deploy log: HEAD is now at {hexs(7)} Merge pull request #{digits(3, True)} from acme/feature/paytr-taksit",
    )

    r.add(
        "efatura_uuid",
        f"e-Fatura ETTN: {uid().upper()}",
        f"GİB'de sorgulanacak fatura UUID {uid()} — müşteri faturayı görmedim diyor",
        f"iptal edilecek e-Arşiv: ACM2025{digits(9)} / ETTN {uid().upper()}",
        f"efatura xml: <cbc:UUID>{uid().upper()}</cbc:UUID>",
        f"entegratörden gelen zarf id: {uid()}",
    )

    r.add(
        "efatura_invoice_number",
        f"e-Arşiv fatura no: ACM2025{digits(9)}",
        f"fatura seri ACM, son kesilen: ACM2024{digits(9)} — yeni yılda sayaç sıfırlanacak",
        f"e-Fatura no {pick('GIB', 'EFT', 'ACM')}2025{digits(9)} reddedildi, sebebi: VKN hatalı",
        f"Hepsiburada komisyon faturası: HBF2025{digits(9)}",
    )

    r.add(
        "masked_card_number",
        f"Müşterinin kartı: {digits(4, True)} {digits(2)}** **** {digits(4)}",
        f"iyzico panelinde görünen kart: {digits(6, True)}******{digits(4)}",
        f"Şirket kartı son 4: {digits(4)}",
        f"chargeback gelen işlem: kart **** **** **** {digits(4)}, tutar 1.249,90 TL",
        f"cardBin: {digits(6, True)}, lastFourDigits: {digits(4)}, cardAssociation: MASTER_CARD",
    )

    r.add(
        "password_rotation_note",
        "e-Devlet şifresini 3 ayda bir değiştir, bir sonraki: Mart sonu",
        "Garanti internet şubesi 'şifrenizin süresi doldu' dedi, ATM'den yenisini almak lazım",
        "Netgsm şifresini değiştirdik ama .env'i güncellemeyi unuttum, SMS'ler 30 hata kodu veriyor",
        f"Cloudflare token 90 günde expire oluyor, takvime hatırlatma koydum (expires_on: 2025-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d})",
        "PayTR merchant key'i rotate ettikten sonra hash mismatch alırsan salt'ı da kontrol et",
    )

    r.add(
        "password_policy",
        "şifre politikası: min 12 karakter, en az 1 büyük harf, 1 rakam, 1 özel karakter; son 5 şifre tekrar kullanılamaz",
        "musteri sifreleri bcrypt cost 12, argon2id'ye gecis backlog'ta",
        "şifre sıfırlama linki 30 dk geçerli, token tek kullanımlık",
        "SMS OTP 6 haneli, 180 sn geçerli, 3 yanlış denemede 15 dk kilit",
    )

    r.add(
        "vault_path_reference",
        "iyzico secret key → vault: secret/eticaret/prod/iyzico (field: secret_key)",
        "vault kv get -field=merchant_salt kv/paytr/prod",
        "Tüm banka şifreleri Bitwarden'da 'Finans' klasöründe, lazım olursa ben paylaşırım",
        f"MySQL prod şifresi Secrets Manager'da: arn:aws:secretsmanager:eu-central-1:{aws_account()}:secret:prod/mysql/eticaret-{rnd(ALNUM, 6)}",
        "e-Devlet şifresi kasada, zarfın içinde — bana sor",
    )

    r.add(
        "env_var_reference",
        "PAYTR_MERCHANT_SALT env'den okunuyor: env('PAYTR_MERCHANT_SALT')",
        "config/services.php -> 'trendyol' => ['key' => env('TRENDYOL_API_KEY'), 'secret' => env('TRENDYOL_API_SECRET')]",
        "DB_PASSWORD=${DB_PASSWORD}  (docker-compose .env'den geliyor)",
        ".env.example:\nIYZICO_API_KEY=\nIYZICO_SECRET_KEY=\nNETGSM_PASS=changeme",
        "process.env.CLOUDFLARE_API_TOKEN undefined geliyor, pm2 restart --update-env yap",
    )

    r.add(
        "github_actions_secret_ref",
        "deploy.yml: password: ${{ secrets.MYSQL_PASSWORD }}",
        "env:\n  IYZICO_SECRET_KEY: ${{ secrets.IYZICO_SECRET_KEY }}\n  PAYTR_SALT: ${{ secrets.PAYTR_SALT }}",
        "gh secret set CF_API_TOKEN --env production < token.txt  (dosyayı sonra sil)",
        "repo secrets: SSH_PRIVATE_KEY, ES_PASSWORD, NETGSM_PASS — hepsi set, son güncelleme 2 hafta önce",
    )

    r.add(
        "cloudflare_public_ids",
        f"Cloudflare zone id: {hexs(32)}, account id: {hexs(32)}",
        f"cf-ray: {hexs(16)}-IST, 520 hatası veriyor, origin'e bak",
        f"Turnstile site key (public, frontend'de): 0x4AAAAAAA{rnd(URLSAFE, 14)}",
        f"CF page rule id {hexs(32)} — /odeme/* cache bypass",
    )

    r.add(
        "docker_image_digest",
        f"api imajı: registry.acme.internal/eticaret/api@sha256:{hexs(64)}",
        f"docker pull sonrası Digest: sha256:{hexs(64)}",
        f"image id {hexs(12)}, çalışan container {hexs(12)} (php-fpm)",
        f"rollback için eski tag: registry.acme.internal/eticaret/web:{hexs(7)}",
    )

    r.add(
        "kubernetes_pod_name",
        f"{pod_name('siparis-worker')} CrashLoopBackOff, loglara bak",
        f"kubectl logs -f {pod_name('iyzico-callback')} -n eticaret",
        f"OOMKilled: {pod_name('elastic-indexer')} (limit 512Mi, artır)",
        f"kubectl exec -it {pod_name('web')} -- php artisan queue:restart",
    )

    r.add(
        "elasticsearch_identifiers",
        f"ES index: products_v{secrets.randbelow(9) + 2}_2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}, alias products",
        f"sorunlu doküman _id: {rnd(URLSAFE, 20)}",
        f"cluster_uuid: {rnd(URLSAFE, 22)}",
        f"snapshot adı: nightly-2025.{secrets.randbelow(12) + 1:02d}.{secrets.randbelow(28) + 1:02d}-{rnd(LOWER + '0123456789', 22)}",
        f"eski api key invalidate edildi, id: {rnd(URLSAFE, 20)} (DELETE /_security/api_key)",
    )

    r.add(
        "marketplace_seller_ids",
        f"Trendyol supplierId: {digits(6, True)} (panelde sağ üstte yazıyor)",
        f"Hepsiburada merchantId: {uid()}",
        f"n11 mağaza adı acmemagaza, satıcı no {digits(7, True)}",
        f"Amazon TR seller id: A{rnd(UPPER + '0123456789', 13)}",
    )

    r.add(
        "company_registry_numbers",
        f"MERSİS no: 0{digits(15)}",
        f"Ticaret sicil no: {digits(6, True)}, İstanbul Ticaret Odası üye no {digits(7, True)}",
        f"SGK işyeri sicil no: {digits(26, True)}",
        f"KEP adresi: acmeticaret@hs01.kep.test, başvuru no {digits(10, True)}",
    )

    r.add(
        "ssh_public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@acme-laptop",
        f"authorized_keys'e eklenecek (stajyer):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} stajyer@acme",
        f"ssh-rsa {ssh_pub('ssh-rsa', 260)} deploy@ci",
        f"web01 host key fingerprint: SHA256:{rnd(B64, 43)}",
    )

    r.add(
        "request_and_trace_ids",
        f"X-Request-Id: {uid()} — iyzico callback 500 dönmüş",
        f"Sentry event id {hexs(32)}",
        f"trace_id={hexs(32)} span_id={hexs(16)} (yavaş checkout)",
        f"Netgsm bulk id: {digits(9, True)}, rapor durumu 'iletildi'",
    )

    r.add(
        "file_checksum",
        f"yedek magaza_2025-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}.sql.gz sha256: {hexs(64)}",
        f"md5 {hexs(32)}  urunler_export.csv",
        f"composer.lock content-hash: {hexs(32)}",
        f"ürün görselinin sha1'i (dedupe için): {hexs(40)}",
    )

    r.add(
        "mac_address",
        f"POS cihazı MAC: {mac(':', True)}",
        f"kargo etiket yazıcısı MAC {mac('-')}, IP 192.168.1.{secrets.randbelow(200) + 20}",
        f"DHCP rezervasyonu: depo-tablet {mac()} -> 192.168.1.50",
        f"alarm paneli ethernet modülü MAC {mac(':', True)}",
    )

    r.add(
        "alarm_talk_no_code",
        "Alarm kodunu Ahmet'e yüz yüze söyledim, yazılı hiçbir yerde yok",
        f"alarm firması abone no {digits(7, True)}, arıza kaydı açıldı",
        "alarm kuruluyken 3. bölge (depo kapısı) hata veriyor, sensör pili bitmiş olabilir",
        "ofis alarm kodu her çalışan ayrılınca değişecek, yeni kod sadece sözlü iletilecek",
        "Alarm zone listesi: 1 giriş kapısı, 2 depo, 3 arka pencere, 4 ofis hareket sensörü",
    )

    r.add(
        "analytics_tracking_ids",
        f"GA4 measurement id: G-{rnd(UPPER + '0123456789', 10)}",
        f"GTM container: GTM-{rnd(UPPER + '0123456789', 7)}",
        f"Meta pixel id: {digits(15, True)}",
        f"Google Ads conversion id AW-{digits(10, True)}, label {rnd(URLSAFE, 20)} (sayfa kaynağında zaten görünüyor)",
    )

    r.add(
        "product_sku",
        f"stok kodu formatı: KTG-{rnd(UPPER, 3)}-{digits(5)} örn. KTG-{rnd(UPPER, 3)}-{digits(5)}",
        f"Trendyol stockCode {rnd(UPPER + '0123456789', 10)} ile bizim SKU eşleşmiyor",
        f"model kodu: {rnd(UPPER, 2)}{digits(4)}, renk: siyah, beden: M",
        f"varyant id'leri: {digits(8, True)}, {digits(8, True)}, {digits(8, True)}",
    )

    r.add(
        "secret_talk_no_value",
        "kart PIN'imi unuttum, Ziraat ATM'den 'şifre al' menüsüyle yenisini aldım",
        "Garanti 3D Secure SMS'i gelmiyor, müşteri hizmetlerini ara",
        "Mali mühür PIN'i 3 kez yanlış girilince bloke oluyor, PUK zarfı kasada",
        f"e-imza sertifikası 2026-{secrets.randbelow(12) + 1:02d} tarihinde bitiyor, yenileme başvurusu yap",
    )

    r.add(
        "masked_secret_value",
        f"iyzico secret key: sandbox-{'*' * 28}{rnd(ALNUM, 4)} (panelde böyle görünüyor)",
        f"PayTR merchant_key: {'*' * 12}{rnd(ALNUM, 4)}",
        f"Cloudflare'daki token'lar: 'DNS edit' (…{rnd(ALNUM, 4)}), 'cache purge' (…{rnd(ALNUM, 4)}) — hangisini sileceğimi ayırt etmek için",
        "ES password: ******** (redacted in log)",
    )

    r.add(
        "config_numbers_near_secret_words",
        "SESSION_LIFETIME=120\nPASSWORD_TIMEOUT=10800\nBCRYPT_ROUNDS=12",
        "token_ttl: 3600\nrefresh_token_ttl: 1209600",
        "max_password_attempts = 5, lockout_minutes = 15",
        "iyzico taksit: max 9, secure3d: true, api timeout 30 sn",
    )

    r.add(
        "aws_resource_arn",
        f"arn:aws:s3:::acme-urun-gorselleri-{digits(4)}",
        f"arn:aws:iam::{aws_account()}:role/eticaret-deploy",
        f"CloudFront distribution id E{rnd(UPPER + '0123456789', 13)}",
        f"arn:aws:sqs:eu-central-1:{aws_account()}:siparis-queue",
    )

    r.add(
        "support_ticket_number",
        f"Trendyol satıcı destek talep no {digits(8, True)}",
        f"iyzico destek ticket #{digits(6, True)} — 3D callback gecikmesi",
        f"Cloudflare support case {digits(7, True)}",
        f"Netgsm başlık başvuru no {digits(8, True)}, onay bekliyor",
    )
    return r


def main() -> None:
    write_corpora("make_heldout307.py", [
        ("heldout307_credentials.yaml", credentials(), "Held-out batch 307 credentials: notes of an Istanbul e-commerce developer (Turkish/English) that hold a real secret"),
        ("heldout307_lookalikes.yaml", lookalikes(), "Held-out batch 307 look-alikes: the same developer's notes with random-looking ids, public or masked values and references, no secret"),
    ])


if __name__ == "__main__":
    main()
