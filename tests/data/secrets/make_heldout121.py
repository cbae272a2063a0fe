# ruff: noqa: E501
"""Writes heldout121_credentials.yaml and heldout121_lookalikes.yaml: held-out batch 121.

Persona: a retired schoolteacher (institutrice à la retraite) in Lyon who asks her assistant
to remember things in plain French, not technical at all: the online banking password and the
code that validates payments, the card PIN, the phone and tablet codes, the box's Wi-Fi key,
her ameli and impots.gouv passwords, the building digicode and the alarm code, the mailbox her
grandson Théo set up, her Leboncoin account. She also keeps many harmless numbers: masked tax
and social-security numbers, masked RIB, dossier and contract numbers, parcels, Doctolib
appointments, phone numbers, invoices, loyalty cards, prices and dates.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    phrase,
    pick,
    rnd,
    uid,
    write_corpora,
)

# --- small helpers for this persona -------------------------------------------------------

MOTS = ["Capucine", "Minouche", "Gaspard", "Pompon", "Fourviere", "Bellecour", "Tilleul",
        "Mimosa", "Marius", "Guignol", "Saone", "Rhone", "Brioche", "Lilas", "Hortense",
        "Violette", "Papillon", "Cerisier", "Pivoine", "Noisette"]
MOTS_PHRASE = ["pomme", "velo", "jardin", "tartine", "soleil", "chaton", "cahier", "craie",
               "tableau", "marelle", "confiture", "lavande", "marron", "parapluie", "cerise",
               "dictee", "hirondelle", "moulin", "grenier", "bouquet", "colline", "ruisseau"]
LETTRES_PLAQUE = "ABCDEFGHJKLMNPQRSTVWXYZ"


def annee() -> str:
    return str(1940 + secrets.randbelow(75))


def mdp() -> str:
    """A password as she (or Théo for her) would have chosen it."""
    return pick(
        f"{pick(*MOTS)}{annee()}",
        f"{pick(*MOTS)}{annee()}{pick('!', '*', '.', '#', '')}",
        f"{pick(*MOTS).lower()}{digits(2)}{pick('!', '*', '?')}{pick(*MOTS)}",
        f"{pick(*MOTS)}-{pick(*MOTS).lower()}-{digits(2)}",
        rnd(ALNUM, 12),
        rnd(ALNUM + "!*#%", 14),
        f"{pick(*MOTS)}{pick('69', '01', '38', '42')}{pick(*MOTS_PHRASE)}",
    )


def code(n: int = 4) -> str:
    return digits(n)


def portable() -> str:
    return pick("06", "07") + " " + groups(digits(8), 2)


def fixe_lyon() -> str:
    return pick("04 78", "04 72", "04 37") + " " + groups(digits(6), 2)


def cle_wifi() -> str:
    """A box's Wi-Fi key: Livebox-style hex, or the long mixed keys of other boxes."""
    return pick(hexs(26).upper(), rnd(LOWER + DIGITS, 20), rnd(ALNUM, 16),
                "-".join(rnd(LOWER, 5) for _ in range(3)) + "-" + digits(2))


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def codes_secours(n: int = 8) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def carte_cb() -> str:
    return groups(luhn(pick("4970", "4974", "5132", "5355", "4978")), 4)


def iban_fr(spaced: bool = True) -> str:
    return iban("FR", digits(5, True) + digits(5) + digits(11) + digits(2), spaced)


def iban_masque() -> str:
    ib = iban_fr(spaced=False)
    return pick(f"{ib[:4]} **** **** **** **** ***{ib[-4:-1]} {ib[-1]}",
                f"{ib[:8]}•••••••••••••••{ib[-4:]}",
                f"FR76 XXXX XXXX XXXX XXXX XX{ib[-5:-3]} {ib[-3:]}")


def num_fiscal() -> str:
    return pick("0", "1", "2", "3") + digits(12)


def num_secu() -> tuple[str, str, str, str]:
    """Sex, birth year, month, department: the public start of a NIR."""
    return "2", f"{secrets.randbelow(20) + 45:02d}", f"{secrets.randbelow(12) + 1:02d}", pick("69", "42", "01", "38")


def colissimo() -> str:
    return pick("6A", "6C", "8R", "8V", "6Q") + digits(11)


def s10() -> str:
    return rnd(UPPER, 2) + digits(9) + "FR"


def plaque() -> str:
    return f"{rnd(LETTRES_PLAQUE, 2)}-{digits(3)}-{rnd(LETTRES_PLAQUE, 2)}"


def imei() -> str:
    return luhn("35", 15)


def mail() -> str:
    return pick("jacqueline.morel", "jmorel69", "mamie.jacqueline", "jacq.morel.lyon") + pick("", digits(2)) + "@" + pick("messagerie.example", "mail.example", "courriel.test")


def euros() -> str:
    return f"{secrets.randbelow(400) + 5},{secrets.randbelow(100):02d} €"


def date() -> str:
    mois = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
            "septembre", "octobre", "novembre", "décembre"]
    return f"{secrets.randbelow(28) + 1} {pick(*mois)}"


def date_num() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025')}"


def heure() -> str:
    return f"{pick(8, 9, 10, 11, 14, 15, 16, 17)}h{pick('00', '15', '30', '45')}"


def regroup(rows: Rows) -> Rows:
    """The rows with each kind's notes together, kinds in the order they first appear."""
    order = {}
    for kind, _ in rows:
        order.setdefault(kind, len(order))
    out = Rows()
    out.extend(sorted(rows, key=lambda row: order[row[0]]))
    return out


# --- credentials ----------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    r.add("banque_mot_de_passe_en_ligne",
          f"Banque en ligne (Crédit Lyonnais) : identifiant {digits(10, True)}, mot de passe {digits(6)}. Ne pas le donner au téléphone !!",
          f"Pour aller sur mes comptes sur l'ordinateur il faut le numéro client {digits(8, True)} puis le code secret à 6 chiffres : {digits(6)}",
          f"Rappelle moi mon mdp banque stp, c'est {mdp()} (je l'ai changé en {pick('mars', 'octobre', 'janvier')} quand ils l'ont demandé)",
          f"banque postale\nidentifiant : {digits(10, True)}\nmot de passe : {digits(6)}\n(le clavier change de place à chaque fois, c'est normal d'après Théo)")

    r.add("banque_code_validation_paiement",
          f"Quand j'achète sur internet, la banque demande de valider dans l'application avec mon code Sécur'Pass : {digits(6)}",
          f"Code pour valider les paiements sur le téléphone = {digits(6)}. Claire dit de ne jamais le donner même à un conseiller.",
          f"Pour confirmer un virement à Claire il m'a fallu le code de validation {digits(6)}, c'est toujours le même il paraît")

    r.add("banque_code_serveur_vocal",
          f"Serveur vocal de la banque (04 …) : taper mon numéro de compte puis le code confidentiel {digits(4)} et dièse",
          f"Code confidentiel pour consulter mes comptes par téléphone : {digits(6)}")

    r.add("carte_bancaire_code_pin",
          f"Code de la carte bleue : {digits(4)}",
          f"CB nouvelle (reçue le {date()}), code {digits(4)}. L'ancien ne marche plus.",
          f"Pour retirer au distributeur de la place : {digits(4)} (carte Visa de la Banque Postale)",
          f"mon code carte c'est {digits(4)}, je le mets ici parce que je l'oublie toujours au marché de la Croix-Rousse")

    r.add("carte_bancaire_numero_complet",
          f"Carte Visa pour commander les places de théâtre :\n{carte_cb()}\nexpire {card_expiry()} – cryptogramme au dos {digits(3)}",
          f"Numéro de ma carte : {carte_cb()}  date {card_expiry()}  les 3 chiffres derrière : {digits(3)}",
          f"Carte de Claire qu'elle m'a prêtée pour le billet de train : {luhn('4970')} exp {card_expiry()} crypto {digits(3)}")

    r.add("telephone_code_deverrouillage",
          f"Code pour ouvrir mon téléphone : {digits(6)}",
          f"Le portable (Samsung) se déverrouille avec {digits(4)}, Théo a mis aussi l'empreinte mais elle marche mal",
          f"Nouveau code du téléphone depuis la réparation : {digits(6)} (avant c'était ma date de naissance)")

    r.add("carte_sim_code_pin",
          f"Code PIN de la puce du téléphone (quand on le rallume) : {digits(4)}",
          f"Si le téléphone demande le code PIN après l'avoir éteint : {digits(4)}. Pas le même que pour déverrouiller !")

    r.add("carte_sim_code_puk",
          f"Code PUK (sur la grande carte plastique de la SIM, au cas où je me trompe 3 fois) : {digits(8)}",
          f"Orange m'a dit au téléphone le code PUK : {digits(8)} – à taper puis choisir un nouveau code PIN",
          f"PUK {digits(8)} / PIN {digits(4)} – carte SIM Free du téléphone de secours")

    r.add("box_wifi_cle",
          f"Wifi de la maison (Livebox) : réseau Livebox-{hexs(4).upper()}, clé {hexs(26).upper()}",
          f"Pour les petits-enfants quand ils viennent : le mot de passe wifi c'est {cle_wifi()}",
          f"Clé de sécurité wifi recopiée de l'étiquette sous la box :\n{cle_wifi()}\n(attention aux 0 et aux O)",
          f"La voisine Mme Garnier veut le wifi pendant que sa box est en panne, je lui donne : {cle_wifi()}")

    r.add("box_admin_mot_de_passe",
          f"Pour entrer dans les réglages de la box (adresse 192.168.1.1), mot de passe admin : {hexs(8).upper()}",
          f"Théo : « Mamie, le mot de passe de l'interface de la box c'est {rnd(ALNUM, 10)}, ne le change pas »",
          f"box SFR – page de configuration : utilisateur admin, mdp {mdp()}")

    r.add("ameli_mot_de_passe",
          f"Ameli (sécurité sociale) : mot de passe {mdp()}",
          f"compte ameli\nn° de sécu = mon identifiant\nmot de passe : {mdp()}\nchangé le {date_num()}",
          f"J'ai refait mon mot de passe ameli avec la dame de la CPAM : {mdp()}")

    r.add("impots_gouv_mot_de_passe",
          f"Impots.gouv : numéro fiscal comme identifiant, et le mot de passe c'est {mdp()}",
          f"Déclaration de revenus en ligne – mot de passe du site des impôts : {mdp()} (Théo l'a remis en avril)",
          f"mdp impots = {mdp()}")

    r.add("identite_numerique_la_poste_code",
          f"L'Identité Numérique La Poste (pour FranceConnect) : code secret à 4 chiffres {digits(4)}",
          f"Quand FranceConnect ouvre l'appli La Poste, il faut taper {digits(4)} pour valider")

    r.add("digicode_immeuble",
          f"Digicode de l'immeuble : {digits(4)}{pick('A', 'B', '')}",
          f"Pour les enfants : code de la porte d'en bas {pick('A', 'B')}{digits(4)}, puis l'interphone « Morel » 3e étage",
          f"Code portail résidence (rue Duguesclin) : {digits(4)}#",
          f"Message pour le livreur de fioul : le code d'entrée c'est le {digits(4)}, la cuve est au sous-sol")

    r.add("alarme_code",
          f"Code de l'alarme de l'appartement : {digits(4)}. On a 30 secondes après être entré.",
          f"alarme – pour désactiver taper {digits(4)} puis OFF. Code sous contrainte (si on m'oblige) : {digits(4)}",
          f"J'ai donné à Mme Benali (aide ménagère) le code de l'alarme {digits(4)} pour le mardi matin")

    r.add("messagerie_mot_de_passe",
          f"Ma boîte mail que Théo m'a créée : {mail()}\nmot de passe : {mdp()}",
          f"Adresse mail {mail()} – mdp {mdp()} (Théo l'a noté aussi dans son téléphone)",
          f"Pour lire mes courriels sur la tablette il faut l'adresse et le mot de passe {mdp()}",
          f"Mot de passe messagerie changé après le piratage de l'an dernier, le nouveau : {mdp()}")

    r.add("messagerie_codes_secours",
          f"Codes de secours de la messagerie (si je perds le téléphone), un seul usage chacun :\n{codes_secours(8)}",
          f"Théo m'a imprimé ces codes de secours pour ma boîte mail, à garder :\n{codes_secours(5)}\n(j'ai déjà utilisé le premier)")

    r.add("messagerie_cle_double_authentification",
          f"Clé de configuration pour la double authentification du mail (Théo l'a mise dans l'appli Authenticator) : {totp_seed()}",
          f"Si je change de téléphone, Théo dit de remettre cette clé dans l'appli des codes : {rnd(BASE32, 32)}")

    r.add("leboncoin_mot_de_passe",
          f"Leboncoin : {mail()} / {mdp()}",
          f"Pour vendre le buffet de la salle à manger sur Leboncoin, mon mot de passe est {mdp()}",
          f"compte le bon coin\nmail : {mail()}\nmot de passe {mdp()}\n(j'ai vendu la machine à coudre avec)")

    r.add("cadenas_cave_combinaison",
          f"Cadenas de la cave (box n° 12) : combinaison {digits(3)}",
          f"Le cadenas à chiffres du vélo d'appartement… non, de la cave : {digits(4)}")

    r.add("coffre_fort_combinaison",
          f"Petit coffre dans l'armoire : code {digits(6)} puis la touche verte",
          f"Combinaison du coffre (bijoux de maman) : {digits(4)} – si ça ne marche pas changer les piles",
          f"coffre-fort chambre : {digits(6)}. Code maître de secours dans la notice : {digits(8)}")

    r.add("boite_a_cles_code",
          f"Boîte à clés à côté de la porte pour l'infirmière : code {digits(4)}",
          f"Pour Claire : la clé de secours est dans la petite boîte grise, combinaison {digits(4)}")

    r.add("portail_garage_code",
          f"Code du portail du garage (clavier à gauche) : {digits(4)}",
          f"Garage résidence : taper {digits(5)} et attendre le bip",
          f"Parking souterrain – code piéton {digits(4)}, la télécommande ne marche plus")

    r.add("retraite_espace_personnel_mot_de_passe",
          f"Site de la retraite (assurance retraite) : mot de passe {mdp()}",
          f"Espace personnel retraite de l'Éducation nationale (ENSAP) : numéro de sécu + mot de passe {mdp()}",
          f"Retraite complémentaire – code d'accès : {mdp()}")

    r.add("mutuelle_mot_de_passe",
          f"Mutuelle MGEN espace adhérent : mot de passe {mdp()}",
          f"Pour envoyer la facture des lunettes à la mutuelle sur internet : {mdp()}")

    r.add("edf_espace_client_mot_de_passe",
          f"EDF mon compte : {mail()} mdp {mdp()}",
          f"Pour donner le relevé du compteur sur le site EDF il faut le mot de passe {mdp()}")

    r.add("sncf_connect_mot_de_passe",
          f"SNCF Connect (billets pour aller à Montpellier chez Claire) : {mdp()}",
          f"Le compte SNCF avec la carte Avantage Senior – mot de passe : {mdp()}",
          f"sncf connect mdp : {mdp()} (identifiant = mon adresse mail)")

    r.add("amazon_mot_de_passe",
          f"Amazon : mot de passe {mdp()}",
          f"Théo m'a fait un compte Amazon pour les livres en gros caractères. Mot de passe : {mdp()}")

    r.add("netflix_mot_de_passe",
          f"Netflix (c'est le compte de Claire, je suis sur le profil « Mamie ») : {mail()} / {mdp()}",
          f"Pour regarder les séries sur la télé : adresse de Claire et mot de passe {mdp()}")

    r.add("decodeur_tv_code_parental",
          f"Code parental du décodeur TV (demandé pour les films après 22h) : {digits(4)}",
          f"Télé : si elle demande un code pour louer un film ou pour le contrôle parental, c'est {digits(4)}")

    r.add("tablette_code_deverrouillage",
          f"iPad : code {digits(6)}",
          f"Code de la tablette (cadeau des enfants pour mes 70 ans) : {digits(4)}",
          f"Tablette Samsung → schéma trop compliqué, Théo a mis un code à la place : {digits(6)}")

    r.add("ordinateur_mot_de_passe_session",
          f"Ordinateur portable : au démarrage mot de passe {mdp()}",
          f"Mot de passe Windows (session « Jacqueline ») : {mdp()}. Le code PIN à 4 chiffres marche aussi : {digits(4)}")

    r.add("identifiant_apple_mot_de_passe",
          f"Identifiant Apple : {mail()}\nMot de passe : {mdp()}\nQuestion secrète : nom de mon premier élève = {pick('Lucien', 'Odette', 'Firmin', 'Ginette')}",
          f"Pour télécharger des applis sur l'iPad il faut le mot de passe Apple : {mdp()}",
          f"mdp apple {mdp()} (ne pas confondre avec le code de l'iPad)")

    r.add("whatsapp_code_confirmation_deux_etapes",
          f"WhatsApp demande de temps en temps mon code à 6 chiffres : {digits(6)}",
          f"Code de confirmation en deux étapes WhatsApp (Théo l'a activé) : {digits(6)}")

    r.add("gestionnaire_mots_de_passe_phrase_maitre",
          f"Théo a installé un coffre à mots de passe (Bitwarden). La phrase principale pour l'ouvrir : {phrase(MOTS_PHRASE, 5, '-')}",
          f"Phrase maîtresse du gestionnaire de mots de passe : « {phrase(MOTS_PHRASE, 4, ' ')} {digits(2)} » (avec les espaces)")

    r.add("doctolib_mot_de_passe",
          f"Doctolib : {mail()} mot de passe {mdp()}",
          f"Pour prendre rdv chez le Dr Perrin sur Doctolib : mdp {mdp()}")

    r.add("tcl_compte_mot_de_passe",
          f"Compte TCL (abonnement Senior du métro) : mot de passe {mdp()}",
          f"Site des TCL pour recharger la carte Técély : {mail()} – {mdp()}")

    r.add("velov_code_secret",
          f"Vélo'v : numéro d'abonné {digits(8, True)} et code secret {digits(4)}",
          f"Code Vélo'v à taper sur la borne : {digits(4)}")

    r.add("bibliotheque_mot_de_passe",
          f"Bibliothèque municipale de Lyon (réserver des livres) : carte n° {digits(10, True)}, mot de passe = {mdp()}",
          f"BM Lyon en ligne : mot de passe {digits(4)} (c'est un code à 4 chiffres pour eux)")

    r.add("facebook_mot_de_passe",
          f"Facebook (pour voir les photos des petits) : {mail()} / {mdp()}",
          f"mot de passe fb : {mdp()}",
          f"Facebook m'a bloquée, Théo a remis le mot de passe : {mdp()} – ne plus cliquer sur les messages bizarres")

    r.add("visio_famille_code_reunion",
          f"Visio du dimanche avec la famille (Zoom) : réunion {groups(digits(11, True), 3)}  code secret {rnd(ALNUM, 6)}",
          f"Lien de la visio de Noël : https://visio.famille.example/rejoindre?id={digits(10, True)} – code d'accès {digits(6)}")

    r.add("assurance_habitation_mot_de_passe",
          f"Espace sociétaire MAIF : mot de passe {mdp()}",
          f"Assurance de l'appartement, site internet : n° sociétaire {digits(7, True)} + mot de passe {mdp()}")

    r.add("digiposte_mot_de_passe",
          f"Digiposte (le coffre pour mes papiers, bulletins de pension) : {mdp()}",
          f"coffre-fort numérique de La Poste → mot de passe {mdp()}")

    r.add("carte_cadeau_code_secret",
          f"Carte cadeau Fnac de Noël (pas encore utilisée) : n° {digits(16, True)} code {digits(4)}",
          f"E-carte cadeau librairie reçue par mail : code à saisir {rnd(UPPER + DIGITS, 16)} – 50 € pour mon anniversaire")

    r.add("france_identite_code",
          f"Application France Identité (carte d'identité sur le téléphone) : code personnel {digits(4)}",
          f"Code France Identité : {digits(4)}, à taper avant de poser la carte sur le téléphone")

    r.add("wifi_maison_campagne_cle",
          f"Maison de l'Ardèche – wifi « Bbox-{hexs(6).upper()} » mot de passe {rnd(ALNUM, 16)}",
          f"Wifi chez ma sœur à Annonay : {cle_wifi()}")

    r.add("messagerie_vocale_code",
          f"Répondeur du portable (pour écouter les messages depuis un autre téléphone) : code {digits(4)}",
          f"Code de la messagerie vocale du fixe : {digits(4)}, touche étoile pour effacer")

    r.add("compte_orange_mot_de_passe",
          f"Espace client Orange (forfait et box) : mot de passe {mdp()}",
          f"Orange – pour voir les factures en ligne : {mail()} / {mdp()}")

    r.add("vinted_mot_de_passe",
          f"Vinted (vendre les manteaux) : {mdp()}",
          f"J'ai ouvert un compte Vinted comme ma voisine, mot de passe : {mdp()}")

    r.add("paypal_mot_de_passe",
          f"PayPal que Théo a relié à Leboncoin : {mail()} – mot de passe {mdp()}",
          f"paypal\n{mail()}\n{mdp()}\n(code reçu par SMS ensuite)",
          f"Pour payer les achats Leboncoin : Paypal, mot de passe {mdp()}")

    r.add("universite_tous_ages_mot_de_passe",
          f"Compte de l'Université Tous Âges (inscription aux conférences) : {mail()} mot de passe {mdp()}",
          f"UTA Lyon 2 – espace auditeur : mdp {mdp()}")


    # second pass: more notes for the thinner kinds, in other forms
    r.add("banque_code_serveur_vocal",
          f"tel banque 24h/24 → taper 1, puis n° de compte, puis code {digits(6)} #")
    r.add("carte_sim_code_pin",
          f"code pin puce : {digits(4)} (Théo dit que je peux l'enlever mais je préfère le garder)")
    r.add("messagerie_codes_secours",
          f"codes de secour mail (Théo) :\n{codes_secours(4)}\nrangés aussi dans la boîte à chaussures")
    r.add("messagerie_cle_double_authentification",
          f"Théo : « si ton téléphone tombe en panne, la clé secrète pour l'appli de codes c'est {totp_seed()} ». Je la garde ici.")
    r.add("cadenas_cave_combinaison",
          f"cave {digits(3)}  /  local vélos {digits(4)}")
    r.add("boite_a_cles_code",
          f"Message à l'infirmière : « Bonjour, la clé est dans la boîte à côté de la sonnette, le code est {digits(4)}. Merci ! Jacqueline »")
    r.add("mutuelle_mot_de_passe",
          f"mgen\nn° adhérent {digits(9, True)}\nmot de passe {mdp()}")
    r.add("edf_espace_client_mot_de_passe",
          f"edf : mot de passe oublié 2 fois !! le bon c'est {mdp()}")
    r.add("amazon_mot_de_passe",
          f"amazone mot de pase {mdp()} (avec la majuscule au début)")
    r.add("netflix_mot_de_passe",
          f"Claire a changé le mot de passe Netflix, le nouveau est {mdp()} (SMS du {date()})")
    r.add("decodeur_tv_code_parental",
          f"Orange TV – code d'achat et code parental pareils : {digits(4)}")
    r.add("ordinateur_mot_de_passe_session",
          f"Le vieil ordinateur de Pierre (dans le bureau) : session « Pierre », mot de passe {mdp()}. Il y a toutes les photos dedans.")
    r.add("whatsapp_code_confirmation_deux_etapes",
          f"WhatsApp nouveau téléphone : il m'a demandé le code PIN en deux étapes, c'est {digits(6)} (pas celui reçu par SMS)")
    r.add("gestionnaire_mots_de_passe_phrase_maitre",
          f"Bitwarden\nadresse : {mail()}\nmot de passe principal : {phrase(MOTS_PHRASE, 4, '.')}{digits(2)}")
    r.add("doctolib_mot_de_passe",
          f"Rappel pour moi : doctolib = {mdp()}")
    r.add("tcl_compte_mot_de_passe",
          f"TCL / Técély – identifiant : mon mail, code : {mdp()}")
    r.add("velov_code_secret",
          f"Velov : n° {digits(8, True)} code {digits(4)} – prendre le vélo station Croix-Rousse")
    r.add("bibliotheque_mot_de_passe",
          f"Médiathèque du 4e, compte lecteur : {digits(10, True)} / {mdp()}")
    r.add("visio_famille_code_reunion",
          f"Pour la visio des 80 ans de Paulette : ID {groups(digits(10, True), 3)}, mot de passe de la réunion {rnd(ALNUM, 8)}")
    r.add("assurance_habitation_mot_de_passe",
          f"MAIF appli : code à 6 chiffres {digits(6)}")
    r.add("digiposte_mot_de_passe",
          f"Digiposte : {mail()}\n{mdp()}\nc'est là que sont mes bulletins de pension")
    r.add("carte_cadeau_code_secret",
          f"Bon d'achat Décathlon offert par les collègues : numéro {digits(19, True)} code PIN {digits(4)} – pour les bâtons de marche")
    r.add("france_identite_code",
          f"France Identité – code à 4 chiffres : {digits(4)}. Sinon il faut retourner à la mairie.")
    r.add("wifi_maison_campagne_cle",
          f"Ardèche wifi\nréseau : Livebox-{hexs(4).upper()}\nclé : {hexs(26).upper()}")
    r.add("messagerie_vocale_code",
          f"Pour écouter le répondeur depuis chez Claire : appeler mon numéro, appuyer sur * pendant l'annonce, code {digits(4)}")
    r.add("compte_orange_mot_de_passe",
          f"Orange et moi (appli) – mot de passe {mdp()}")
    r.add("vinted_mot_de_passe",
          f"vinted {mail()}  {mdp()}")
    r.add("universite_tous_ages_mot_de_passe",
          f"Inscription aux conférences d'histoire de l'art : site UTA, mot de passe {mdp()}")

    return regroup(r)


# --- look-alikes ----------------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()

    r.add("numero_fiscal_masque",
          f"Numéro fiscal (sur l'avis d'impôt) : {num_fiscal()[:2]} ** *** *** {num_fiscal()[-3:]}. Le vrai est sur le papier dans la chemise bleue.",
          f"Impôts : mon numéro fiscal commence par {num_fiscal()[:4]}… le reste est dans le classeur",
          f"Sur le courrier des impôts : « numéro fiscal : ***********{digits(2)} » (ils le cachent maintenant)")

    def secu_masque() -> str:
        s, a, m, d = num_secu()
        return f"{s} {a} {m} {d} *** *** {digits(2)}"

    r.add("numero_secu_masque",
          f"Numéro de sécu sur l'attestation de la CPAM : {secu_masque()}",
          f"La pharmacienne a vu mon n° de sécu masqué sur l'ordonnance : {secu_masque()} – il faut apporter la carte Vitale",
          f"attestation mutuelle : assuré {secu_masque()}, date d'effet {date_num()}")

    r.add("rib_masque",
          f"RIB sur le relevé : {iban_masque()} – Crédit Lyonnais agence Lyon Saxe",
          f"Le site de la retraite affiche mon RIB comme ça : {iban_masque()}, c'est bien mon compte",
          f"Prélèvement EDF sur le compte {iban_masque()} le 10 de chaque mois")

    r.add("iban_a_communiquer",
          f"Pour que Claire me rembourse le cadeau de Théo : IBAN {iban_fr()} BIC CRLYFRPP",
          f"IBAN de l'association des anciens instituteurs (pour la cotisation de 25 €) : {iban_fr()}",
          f"RIB du syndic pour les charges : {iban_fr()} – mettre la référence « lot {digits(3)} »")

    r.add("mutuelle_numero_adherent",
          f"MGEN numéro d'adhérent {digits(9, True)}",
          f"Mutuelle : n° adhérent {digits(8, True)}, tél 36 76, remboursement lunettes {euros()}")

    r.add("assurance_numero_contrat",
          f"Assurance habitation MAIF contrat n° {digits(7, True)} {rnd(UPPER, 1)}",
          f"Contrat obsèques (Claire est au courant) : n° {rnd(UPPER, 3)}{digits(8)} chez l'assureur du quartier",
          f"Sinistre dégât des eaux – dossier {digits(4, True)}-{digits(6)}, l'expert passe le {date()}")

    r.add("colis_suivi_colissimo",
          f"Colis de Claire (les confitures) : numéro de suivi {colissimo()}",
          f"La Poste : lettre recommandée / colissimo suivi {colissimo()} – à retirer au bureau de poste de la rue Tronchet",
          f"suivi colis {colissimo()} livré le {date()} ??? je n'ai rien reçu, appeler le 36 31")

    r.add("colis_suivi_point_relais",
          f"Vente Leboncoin : colis Mondial Relay n° {digits(8)}, à déposer au tabac avant jeudi",
          f"Achat de la lampe : expédition n° {digits(8)} code postal de la destinataire {pick('69004', '13006', '75011')}",
          f"Chronopost {s10()} – le livreur passe entre 9h et 13h")

    r.add("doctolib_rendez_vous",
          f"Doctolib : RDV Dr Perrin (généraliste) le {date()} à {heure()}, motif renouvellement ordonnance",
          f"Rendez-vous ophtalmo confirmé par Doctolib, référence {rnd(UPPER + DIGITS, 8)}, {date()} {heure()}, 3 rue de la République",
          f"Dentiste : {date()} à {heure()}, arriver 10 min avant. Annulation possible jusqu'à 24h.")

    r.add("telephone_numeros_utiles",
          f"Numéros utiles :\nClaire {portable()}\nThéo {portable()}\nDr Perrin {fixe_lyon()}\nPharmacie {fixe_lyon()}",
          f"Mme Benali (aide ménagère) : {portable()} – vient le mardi et le vendredi",
          f"Opposition carte bancaire : 0 892 705 705. Banque (conseillère Mme Roux) : {fixe_lyon()}",
          f"Le plombier M. Da Silva {portable()}, dit qu'il repasse lundi")

    r.add("facture_numero",
          f"Facture Orange n° {digits(10, True)} du {date_num()} : {euros()}",
          f"Facture plombier n° F{pick('2024', '2025')}-{digits(4)} – {euros()} payée par chèque",
          f"EDF facture {digits(12, True)} montant {euros()} échéance {date_num()}")

    r.add("digicode_changement_annonce",
          "Le syndic change le digicode de l'immeuble lundi prochain. Le nouveau code sera affiché dans le hall, penser à le dire à Mme Benali.",
          f"Affiche dans l'ascenseur : « modification du code d'accès le {date()} ». Je n'ai pas encore le nouveau.",
          "Digicode : l'ancien ne marche plus depuis ce matin. Appeler la gardienne pour avoir le nouveau (elle le donne en main propre).")

    r.add("banque_sms_code_recu_sans_code",
          "La banque m'a envoyé un code par SMS pour valider le paiement des lunettes, je l'ai tapé, c'est fait.",
          f"Reçu un SMS de la banque avec un code à 6 chiffres alors que je n'achetais rien ?? Appeler Mme Roux au {fixe_lyon()}",
          "Rappel : la banque ne demande JAMAIS le code reçu par SMS au téléphone. Si quelqu'un le demande, raccrocher.",
          f"Code de validation reçu à {heure()}, valable 5 minutes seulement – j'ai dû en redemander un")

    r.add("carte_fidelite_numero",
          f"Carte fidélité Carrefour : {ean13('2')}",
          f"Carte de la pharmacie n° {digits(10, True)} – 12 € de bon d'achat en attente",
          f"Carte Monoprix {digits(16, True)}, cagnotte {euros()}",
          f"Carte Avantage Senior SNCF n° {digits(17, True)} valable jusqu'au {date_num()}")

    r.add("courses_prix_dates",
          f"Marché du {date()} : poireaux {secrets.randbelow(3) + 1},{secrets.randbelow(100):02d} €, fromage {secrets.randbelow(9) + 3},{secrets.randbelow(100):02d} €, total {secrets.randbelow(20) + 15},{secrets.randbelow(100):02d} €",
          f"Taxe foncière {euros()} à payer avant le 15 octobre, charges trimestrielles {euros()}",
          f"Voyage Montpellier : aller le {secrets.randbelow(14) + 1:02d}/{pick('04', '07', '10')} à {heure()}, retour 10 jours après, {euros()} les deux billets")

    r.add("code_postal_adresse",
          "Adresse de Claire : 14 rue des Tilleuls, 34000 Montpellier. Code postal de la maison d'Ardèche : 07100.",
          f"Nouvelle adresse de Théo : {secrets.randbelow(80) + 1} cours Gambetta, 69007 Lyon, bâtiment B, 2e gauche",
          "Code INSEE de Lyon 4e pour le formulaire : 69384 (le code postal c'est 69004)")

    r.add("commande_amazon_reference",
          f"Commande Amazon n° 40{digits(1)}-{digits(7)}-{digits(7)} : livre en gros caractères, livraison {date()}",
          f"Retour Amazon (le gilet trop petit) commande 40{digits(1)}-{digits(7)}-{digits(7)}, étiquette imprimée par Théo")

    r.add("edf_reference_client",
          f"EDF référence client {digits(10, True)}, contrat Tarif Bleu 6 kVA",
          f"Gaz – numéro de contrat {digits(11, True)}, point de comptage GI{digits(6)}")

    r.add("retraite_numero_dossier",
          f"Pension de l'Éducation nationale – numéro de dossier {digits(2)} {digits(7)} {pick('A', 'B', 'C')}, versée le dernier jour du mois",
          f"Retraite complémentaire : mon identifiant de dossier est {digits(9, True)} (pas besoin de mot de passe pour téléphoner, juste ça)",
          f"Lettre de la caisse de retraite réf. {rnd(UPPER, 3)}/{digits(6)}/{pick('2024', '2025')} concernant la revalorisation de {pick('1,6', '2,2', '0,8')} %")

    r.add("mot_de_passe_change_sans_valeur",
          f"J'ai changé le mot de passe ameli le {date()}, le nouveau est dans le carnet rouge (pas ici).",
          "Mot de passe impots.gouv réinitialisé avec Théo. Il a tout rangé dans le coffre à mots de passe.",
          "Le site Leboncoin m'a forcée à changer mon mot de passe, ça y est c'est fait.",
          "Théo a changé le code wifi de la box parce que le voisin l'utilisait. Il me l'écrit sur un papier.")

    r.add("mot_de_passe_regles",
          "Règles du site de la retraite : au moins 12 caractères, une majuscule, un chiffre et un caractère spécial.",
          "La banque veut un code à 6 chiffres, pas de date de naissance, pas 123456.",
          "Théo dit : ne jamais mettre le même mot de passe partout, et une phrase c'est mieux qu'un mot.")

    r.add("carte_bloquee_sans_code",
          f"Carte bloquée au distributeur (3 erreurs de code). La banque renvoie un nouveau code par courrier sous 8 jours. Opposition le {date()}.",
          "Code PIN du téléphone oublié → il demande le code PUK. Il est sur la carte plastique de la SIM, dans la boîte du téléphone.",
          "Le nouveau code de la carte bleue est arrivé par courrier séparé. Je l'ai appris par cœur et j'ai déchiré la lettre.")

    r.add("mot_de_passe_range_ailleurs",
          "Tous mes mots de passe sont dans le petit carnet vert, 2e tiroir du secrétaire. Claire sait où il est.",
          "Le code de l'alarme est écrit dans l'enveloppe chez le notaire (Me Fabre), au cas où.",
          "Mot de passe de la boîte mail : Théo l'a. Si je l'oublie, lui téléphoner plutôt que de cliquer sur « mot de passe oublié ».")

    r.add("voiture_plaque_immatriculation",
          f"Immatriculation de la Clio : {plaque()}",
          f"Voiture de Claire quand elle vient : {plaque()} – la mettre sur la place 14 du parking",
          f"Amende de stationnement ? véhicule {plaque()}, avis n° {digits(10, True)}, 35 €")

    r.add("appareil_numero_serie",
          f"Appareils auditifs : n° de série droite {digits(8, True)} gauche {digits(8, True)}, garantie jusqu'au {date_num()}",
          f"Lave-linge Bosch : modèle WAN{digits(5)}FF, n° de série {rnd(UPPER + DIGITS, 12)}, pour le SAV",
          f"Téléassistance (bracelet) : boîtier n° {rnd(UPPER, 2)}{digits(7)}")

    r.add("box_numero_serie_et_ssid",
          f"Étiquette sous la box : n° de série {rnd(UPPER + DIGITS, 14)}, modèle Livebox 6, réseau Livebox-{hexs(4).upper()}. La clé wifi est sur la même étiquette.",
          f"Technicien Orange : ligne {fixe_lyon()}, box S/N {rnd(UPPER + DIGITS, 15)}")

    r.add("code_promo",
          f"Code promo pour les lunettes chez l'opticien : PRINTEMPS{digits(2)} (-20 %)",
          f"Catalogue des graines : code avantage {rnd(UPPER, 4)}{digits(2)} valable jusqu'au {date()}",
          "Code réduction pour le théâtre des Célestins : SENIOR10 (pas cumulable)")

    r.add("sncf_reference_dossier",
          f"Billet train Lyon Part-Dieu → Montpellier : référence dossier {rnd(LETTRES_PLAQUE, 6)}, voiture {secrets.randbelow(18) + 1} place {secrets.randbelow(90) + 1}",
          f"Réservation TER Annonay (car) : référence {rnd(LETTRES_PLAQUE, 6)} – le billet est dans l'appli")

    r.add("hotel_numero_reservation",
          f"Hôtel à Annecy pour les 50 ans de mariage de Paulette : confirmation n° {digits(10, True)}, pour modifier il suffit du nom et de ce numéro",
          f"Gîte Ardèche réservé du {(j := secrets.randbelow(20) + 1)} au {j + 7} juillet, réservation {rnd(UPPER, 2)}-{digits(6)}, acompte {euros()}")

    r.add("artisan_siret_devis",
          f"Devis peintre (M. Lambert) n° D-{digits(4)} – SIRET {groups(digits(14, True), 3)} – {euros()} TTC",
          f"Électricien : SIRET {digits(14, True)}, TVA intracom FR{digits(2)}{digits(9)}")

    r.add("cheque_numero",
          f"Chèque n° {digits(7)} de {euros()} à l'ordre du club de gym, encaissé le {date()}",
          f"Chéquier reçu : chèques {(n := secrets.randbelow(9_000_000) + 1_000_000)} à {n + 24}")

    r.add("impot_avis_montants",
          f"Avis d'impôt {pick('2024', '2025')} : revenu fiscal de référence {secrets.randbelow(20000) + 18000} €, impôt {euros()}, prélevé le 15 de chaque mois",
          f"Taxe foncière : numéro de rôle {digits(3)}, référence de l'avis {digits(2)} {digits(2)} {digits(7)} {digits(2)}, à payer {euros()}")

    r.add("medicament_code_cip",
          f"Médicament pour la tension : code CIP {ean13('34009')}, 1 comprimé le matin",
          f"La pharmacie n'avait plus le collyre, code {ean13('34009')}, repasser jeudi")

    r.add("produit_code_barre",
          f"Ampoule de la lampe de chevet : référence {ean13('3')} (chez Leroy Merlin rayon 12)",
          f"Cartouche d'encre de l'imprimante : HP {digits(3)}XL, code barre {ean13('0')}")

    r.add("journal_numero_abonne",
          f"Le Progrès – abonnement n° {digits(9, True)}, suspension pendant les vacances du {secrets.randbelow(10) + 1} au {secrets.randbelow(10) + 18} août",
          f"Abonnement Notre Temps : n° client {rnd(UPPER, 2)}{digits(7)}")

    r.add("bibliotheque_numero_carte",
          f"Carte de la bibliothèque du 4e : {digits(10, True)} – 3 livres à rendre avant le {date()}",
          f"BM Lyon – ma carte lecteur {digits(10, True)} (le mot de passe c'est Théo qui l'a mis)")

    r.add("velov_numero_abonnement",
          f"Vélo'v abonnement annuel n° {digits(8, True)}, renouvellement le {date_num()}, 16,50 €",
          "Vélo'v : j'ai perdu ma carte, il faut appeler le service client, le code secret reste le même.")

    r.add("box_adresse_page_reglages",
          "Pour régler la box il faut taper 192.168.1.1 dans internet (Théo dit de ne rien toucher sans lui).",
          f"Imprimante sur le wifi : adresse 192.168.1.{secrets.randbelow(200) + 20}, nom « HP-Salon »")

    r.add("wifi_nom_reseau",
          f"Le nom du wifi de la maison : Livebox-{hexs(4).upper()} (celui avec le cadenas). Ne pas prendre « FreeWifi_secure ».",
          "À la médiathèque le wifi s'appelle « BM-Lyon-Public », pas besoin de mot de passe",
          f"Wifi de Claire : réseau « Maison-{pick('Claire', 'Durand', 'Montpellier')} », elle me donnera la clé sur place")

    r.add("tablette_version_logiciel",
          f"Mise à jour de l'iPad faite : iPadOS {pick('17', '18')}.{secrets.randbelow(6)}.{secrets.randbelow(3)}",
          f"Le téléphone demande une mise à jour Android {pick('13', '14')} (version {digits(1)}.{digits(1)}.{digits(2)}), Théo dit d'accepter le soir")

    r.add("telephone_imei",
          f"IMEI du portable (pour l'assurance en cas de vol) : {imei()}",
          f"Téléphone volé ? donner à la police l'IMEI {imei()} écrit sur la boîte")

    r.add("cadastre_reference",
          f"Maison Ardèche : parcelle cadastrale section {rnd(UPPER, 2)} n° {digits(3, True)}, commune d'Annonay",
          f"Notaire : référence dossier succession {digits(4)}/{digits(5)}/{rnd(UPPER, 3)}")

    r.add("linky_numero_pdl",
          f"Compteur Linky – numéro PDL {digits(14, True)} (demandé par le nouveau fournisseur)",
          f"Référence PRM du compteur : {digits(14, True)}, index relevé {secrets.randbelow(40000) + 10000} kWh le {date()}")

    r.add("eau_releve_compteur",
          f"Eau du Grand Lyon : compteur n° {rnd(UPPER, 1)}{digits(2)}{rnd(UPPER, 2)}{digits(6)}, index {secrets.randbelow(900) + 100} m³",
          f"Relevé eau froide cuisine {secrets.randbelow(900) + 100} m³ / eau chaude {secrets.randbelow(300) + 40} m³ – à donner au syndic")

    r.add("banque_bic_code_guichet",
          f"Banque : code banque {digits(5, True)}, code guichet {digits(5)}, clé RIB {digits(2)} (ce n'est pas un code secret, c'est sur le RIB)",
          "BIC de ma banque : CRLYFRPP. Celui de la Banque Postale de Claire : PSSTFRPPLYO")

    r.add("carte_bancaire_masquee",
          f"Paiement refusé avec la carte **** **** **** {digits(4)} – appeler la banque",
          f"Ancienne carte se terminant par {digits(4)} (expirée {card_expiry(22, 3)}), la nouvelle finit par {digits(4)}",
          f"Abonnement Le Progrès débité sur la carte XXXX XXXX XXXX {digits(4)}")

    r.add("orange_numero_ticket_sav",
          f"Panne internet : ticket Orange n° {digits(2)}-{digits(9)}, technicien prévu le {date()} entre 8h et 12h",
          f"SAV lave-linge dossier {rnd(UPPER, 3)}{digits(7)}, intervention {date_num()}")

    r.add("lettre_recommandee_numero",
          f"Recommandé avec AR envoyé au syndic : n° 1A {digits(3)} {digits(3)} {digits(4)} {digits(1)}",
          f"Avis de passage du facteur, lettre recommandée {rnd(UPPER, 2)} {digits(3)} {digits(3)} {digits(4)} {digits(1)} à retirer avant le {date()}")

    r.add("service_public_demande_numero",
          f"Renouvellement de la carte d'identité : pré-demande n° {rnd(UPPER + DIGITS, 10)}, rdv mairie du 4e le {date()} à {heure()}",
          f"Demande de carte grise faite en ligne, numéro de dossier {uid()}",
          f"Accusé de réception de la CAF ? non, de la MDPH pour Paulette : dossier n° {digits(6, True)}")

    r.add("paiement_ticket_numero_autorisation",
          f"Ticket de carte du garage : montant {euros()}, N° AUTO {digits(6)}, transaction {digits(6)}, à garder pour la garantie",
          f"Reçu du dentiste (CB) : autorisation {digits(6)}, réf {digits(12)} – à envoyer à la mutuelle")

    r.add("alarme_contrat_maintenance",
          f"Société de l'alarme : contrat n° {digits(6, True)}, visite d'entretien le {date()}. Le technicien ne demande jamais le code, il a son badge.",
          f"Télésurveillance : si l'alarme se déclenche, ils appellent Claire ({portable()}) puis moi. Mot de passe de vérification au téléphone : c'est Claire qui le connaît.")

    r.add("ameli_infos_sans_mdp",
          f"Remboursement ameli du {date()} : {euros()}, décompte n° {digits(11, True)}",
          "ameli demande un code envoyé par mail à chaque connexion maintenant, il arrive dans la boîte de Théo ?? vérifier l'adresse.")

    # second pass: more notes for the thinner kinds, in other forms
    r.add("mutuelle_numero_adherent",
          f"mutuelle → n° {digits(9, True)} (c'est mon numéro d'adhérent, pas un code)")
    r.add("commande_amazon_reference",
          f"Amazon : remboursement de {euros()} pour la commande 40{digits(1)}-{digits(7)}-{digits(7)} prévu sous 5 jours")
    r.add("edf_reference_client",
          f"EDF : n° de client {digits(10, True)} / n° de compte {digits(12, True)} – mensualités de {euros()}")
    r.add("box_numero_serie_et_ssid",
          f"Nouvelle box installée le {date()} : Livebox 7, S/N {rnd(UPPER + DIGITS, 14)}. Le mot de passe wifi a changé aussi, Théo l'a mis sur le frigo.")
    r.add("sncf_reference_dossier",
          f"train du {date_num()} {heure()} : dossier {rnd(LETTRES_PLAQUE, 6)}, n° de billet {digits(12, True)}, Carte Avantage")
    r.add("hotel_numero_reservation",
          f"Réservation restaurant anniversaire : {date()} à 12h30, 9 personnes, confirmation {rnd(UPPER + DIGITS, 7)}")
    r.add("artisan_siret_devis",
          f"Facture du serrurier (nouvelle serrure) : n° {digits(5, True)}, SIRET {digits(14, True)}, {euros()} – garder pour l'assurance")
    r.add("cheque_numero",
          f"Chèque de caution du gîte n° {digits(7)} – {euros()} à récupérer au départ")
    r.add("impot_avis_montants",
          f"Impôts : prélèvement à la source taux {pick('2,1', '3,4', '5,8', '7,5')} %, acompte {euros()} le 15/{pick('01', '05', '09', '11')}")
    r.add("medicament_code_cip",
          f"ordonnance : Doliprane 1000 (CIP {ean13('34009')}) et la crème, renouvelable 3 fois")
    r.add("produit_code_barre",
          f"Laine pour le pull de Théo : réf. coloris {digits(3)}, bain {digits(5)}, code {ean13('3')}")
    r.add("journal_numero_abonne",
          f"Télérama abonné n° {digits(8, True)}, fin le {date_num()}")
    r.add("bibliotheque_numero_carte",
          f"Livres réservés prêts à la BM, numéro de réservation {digits(7, True)}, à retirer avant le {date()}")
    r.add("velov_numero_abonnement",
          f"Vélo'v – prélèvement de 16,50 € le {date_num()} pour l'abonnement n° {digits(8, True)}")
    r.add("box_adresse_page_reglages",
          "Théo a changé le nom du wifi depuis la page de la box (livebox.home), le mot de passe lui ne change pas.")
    r.add("telephone_imei",
          f"Ancien téléphone donné à Emmaüs, IMEI {imei()}, remis à zéro avant par Théo")
    r.add("cadastre_reference",
          f"Appartement : lot n° {digits(3, True)} et cave lot n° {digits(3, True)}, copropriété référence {rnd(UPPER, 2)}{digits(5)}")
    r.add("linky_numero_pdl",
          f"Changement de fournisseur d'électricité : donner le PDL ({digits(14, True)}) et le nom, c'est tout")
    r.add("eau_releve_compteur",
          f"Relevé du {date()} : eau {secrets.randbelow(900) + 100} m³, électricité HC {digits(5)} HP {digits(5)}")
    r.add("banque_bic_code_guichet",
          f"Agence bancaire : Lyon Saxe, code guichet {digits(5)}, conseillère Mme Roux {fixe_lyon()}")

    return regroup(r)


def main() -> None:
    write_corpora("make_heldout121.py", [
        ("heldout121_credentials.yaml", credentials(), "batch 121 (retired schoolteacher in Lyon, plain French notes), written blind; every value synthetic"),
        ("heldout121_lookalikes.yaml", lookalikes(), "batch 121 look-alikes: masked tax/social numbers and RIB, dossier, parcel and appointment references, codes talked about but not given, written blind"),
    ])


if __name__ == "__main__":
    main()
